import { createHash, timingSafeEqual } from 'node:crypto'
import { proto } from '@whiskeysockets/baileys'
import { normalizePhoneNumber } from '../jids'
import type { MediaKind } from '../media'
import type { Phone } from '../phone/phone'
import type { OutgoingContact, ReceivedMedia, ReceivedMessage } from '../phone/types'
import type { Simulator } from '../simulator'

export interface SandboxHandlerOptions {
  /** any of these, as `Authorization: Bearer <key>` */
  apiKeys: string[]
  /** default '/sandbox/v1' */
  basePath?: string
  /** how long a link by code waits for the companion's pairing-code request to arrive; default 5000 */
  linkWaitMs?: number
}

/**
 * Every problem code the sandbox answers with, and its status. The `type` of a problem is
 * `https://sessionkit.dev/problems/sandbox-<code with dashes>`.
 */
export const sandboxProblemCodes = {
  unauthorized: { status: 401, title: 'Missing or invalid API key' },
  not_found: { status: 404, title: 'No such route' },
  phone_not_found: { status: 404, title: 'No such phone' },
  message_not_found: { status: 404, title: 'No such message' },
  media_not_found: { status: 404, title: 'No such received media' },
  device_not_found: { status: 404, title: 'No such linked device' },
  method_not_allowed: { status: 405, title: 'Method not allowed on this route' },
  invalid_json: { status: 400, title: 'The body is not valid JSON' },
  phone_exists: { status: 409, title: 'A phone with this number already exists' },
  no_pending_link: { status: 409, title: 'No companion is waiting to be linked' },
  validation_failed: { status: 422, title: 'The request is not valid' },
  link_rejected: { status: 422, title: 'The phone could not link the companion' },
  recipient_not_found: { status: 422, title: 'The recipient has no account on this simulator' },
  internal_error: { status: 500, title: 'Internal error' },
} as const

export type SandboxProblemCode = keyof typeof sandboxProblemCodes

interface FieldError {
  path: string
  message: string
}

class Problem extends Error {
  constructor(
    readonly code: SandboxProblemCode,
    readonly detail: string,
    readonly extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail)
  }
}

function problemResponse(problem: Problem, instance: string): Response {
  const { status, title } = sandboxProblemCodes[problem.code]
  const body = {
    type: `https://sessionkit.dev/problems/sandbox-${problem.code.replaceAll('_', '-')}`,
    title,
    status,
    detail: problem.detail,
    instance,
    code: problem.code,
    ...(problem.extra.errors ? { errors: problem.extra.errors } : {}),
  }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json', ...(problem.extra.headers ?? {}) },
  })
}

function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ data }), { status, headers: { 'content-type': 'application/json' } })
}

const digest = (s: string): Buffer => createHash('sha256').update(s).digest()

/** compares digests so neither the content nor the length of a key leaks through timing */
function keyMatches(presented: string, keys: Buffer[]): boolean {
  const candidate = digest(presented)
  let ok = false
  for (const key of keys) ok = timingSafeEqual(candidate, key) || ok
  return ok
}

type Body = Record<string, unknown>

async function readBody(req: Request): Promise<Body> {
  const text = await req.text()
  let parsed: unknown
  try {
    parsed = text.trim() ? JSON.parse(text) : undefined
  } catch {
    throw new Problem('invalid_json', 'The request body could not be parsed as JSON.')
  }
  if (parsed === undefined) throw new Problem('validation_failed', 'A JSON object body is required.', { errors: [{ path: '', message: 'required' }] })
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Problem('validation_failed', 'The body must be a JSON object.', { errors: [{ path: '', message: 'expected an object' }] })
  }
  return parsed as Body
}

/** strict bodies: an unknown field is an error naming it, so a typo never silently does nothing */
function checkFields(body: Body, allowed: string[], errors: FieldError[]): void {
  for (const key of Object.keys(body)) if (!allowed.includes(key)) errors.push({ path: key, message: 'unknown field' })
}

function failIfErrors(errors: FieldError[]): void {
  if (errors.length) {
    throw new Problem('validation_failed', errors.map(e => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; '), { errors })
  }
}

function requireString(body: Body, field: string, errors: FieldError[], max = 65_536): string | undefined {
  const value = body[field]
  if (value === undefined) {
    errors.push({ path: field, message: 'required' })
    return undefined
  }
  if (typeof value !== 'string' || !value.length) {
    errors.push({ path: field, message: 'expected a non-empty string' })
    return undefined
  }
  if (value.length > max) {
    errors.push({ path: field, message: `at most ${max} characters` })
    return undefined
  }
  return value
}

function optionalInteger(body: Body, field: string, min: number, max: number, errors: FieldError[]): number | undefined {
  const value = body[field]
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    errors.push({ path: field, message: `expected an integer from ${min} to ${max}` })
    return undefined
  }
  return value
}

function phoneView(phone: Phone) {
  return {
    phoneNumber: phone.phoneNumber,
    jid: phone.jid,
    lid: phone.lid,
    linkedDevices: phone.linkedDevices().length,
    receivedMessages: phone.messages.length,
  }
}

function mediaView(media: ReceivedMedia) {
  const { bytes: _bytes, ...rest } = media
  return rest
}

function messageView(m: ReceivedMessage) {
  return {
    id: m.id,
    from: m.from,
    fromDevice: m.fromDevice,
    timestamp: m.timestamp,
    text: m.text ?? null,
    media: m.media ? mediaView(m.media) : null,
    ...(m.mediaError ? { mediaError: m.mediaError } : {}),
    message: proto.Message.fromObject(m.message).toJSON(),
  }
}

const MEDIA_KINDS = ['image', 'video', 'audio', 'document', 'sticker'] as const
const SEND_TYPES = ['text', ...MEDIA_KINDS, 'location', 'contact'] as const
type SendType = (typeof SEND_TYPES)[number]
const DEFAULT_MIMETYPES: Record<MediaKind, string> = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/ogg; codecs=opus',
  document: 'application/octet-stream',
  sticker: 'image/webp',
}
/** 64 MiB of media, base64-encoded */
const MAX_MEDIA_BYTES = 64 * 1024 * 1024
const MAX_BASE64_CHARS = Math.ceil(MAX_MEDIA_BYTES / 3) * 4
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const MIMETYPE = /^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/

function optionalString(body: Body, field: string, errors: FieldError[], max: number): string | undefined {
  if (body[field] === undefined) return undefined
  return requireString(body, field, errors, max)
}

function requireNumber(body: Body, field: string, min: number, max: number, errors: FieldError[]): number | undefined {
  const value = body[field]
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    errors.push({ path: field, message: value === undefined ? 'required' : `expected a number from ${min} to ${max}` })
    return undefined
  }
  return value
}

function requireVcard(value: unknown, path: string, errors: FieldError[]): string | undefined {
  if (typeof value !== 'string' || !/BEGIN:VCARD/i.test(value)) {
    errors.push({ path, message: value === undefined ? 'required' : 'expected vCard text (BEGIN:VCARD … END:VCARD)' })
    return undefined
  }
  return value
}

/** validates a phone's send body by its `type` (text when absent) and sends it */
async function sendFromPhone(phone: Phone, body: Body): Promise<Record<string, unknown>> {
  const errors: FieldError[] = []
  const type = (body.type ?? 'text') as SendType
  if (!SEND_TYPES.includes(type)) {
    errors.push({ path: 'type', message: `one of ${SEND_TYPES.join(', ')}` })
    failIfErrors(errors)
  }
  const to = requireString(body, 'to', errors, 128)
  const send = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn()
    } catch (err) {
      throw new Problem('recipient_not_found', (err as Error).message)
    }
  }
  if (type === 'text') {
    checkFields(body, ['to', 'type', 'text'], errors)
    const text = requireString(body, 'text', errors)
    failIfErrors(errors)
    const { id } = await send(() => phone.sendText(to!, text!))
    return { id, to: to!, type, text: text! }
  }
  if (type === 'location') {
    checkFields(body, ['to', 'type', 'latitude', 'longitude', 'name', 'address'], errors)
    const latitude = requireNumber(body, 'latitude', -90, 90, errors)
    const longitude = requireNumber(body, 'longitude', -180, 180, errors)
    const name = optionalString(body, 'name', errors, 1024)
    const address = optionalString(body, 'address', errors, 1024)
    failIfErrors(errors)
    const location = { latitude: latitude!, longitude: longitude!, ...(name ? { name } : {}), ...(address ? { address } : {}) }
    const { id } = await send(() => phone.sendLocation(to!, location))
    return { id, to: to!, type, ...location }
  }
  if (type === 'contact') {
    checkFields(body, ['to', 'type', 'displayName', 'vcard', 'contacts'], errors)
    const displayName = optionalString(body, 'displayName', errors, 256)
    let contacts: OutgoingContact[] = []
    if ((body.vcard === undefined) === (body.contacts === undefined)) errors.push({ path: '', message: 'give exactly one of vcard (with displayName) or contacts' })
    else if (body.vcard !== undefined) {
      const vcard = requireVcard(body.vcard, 'vcard', errors)
      if (displayName === undefined && body.displayName === undefined) errors.push({ path: 'displayName', message: 'required with vcard' })
      if (vcard && displayName) contacts = [{ displayName, vcard }]
    } else if (!Array.isArray(body.contacts) || !body.contacts.length || body.contacts.length > 256) {
      errors.push({ path: 'contacts', message: 'expected 1 to 256 contacts' })
    } else {
      body.contacts.forEach((c: unknown, i) => {
        const entry = (typeof c === 'object' && c !== null ? c : {}) as Body
        for (const key of Object.keys(entry)) if (key !== 'displayName' && key !== 'vcard') errors.push({ path: `contacts.${i}.${key}`, message: 'unknown field' })
        const name = typeof entry.displayName === 'string' && entry.displayName ? entry.displayName : undefined
        if (!name) errors.push({ path: `contacts.${i}.displayName`, message: 'expected a non-empty string' })
        const vcard = requireVcard(entry.vcard, `contacts.${i}.vcard`, errors)
        if (name && vcard) contacts.push({ displayName: name, vcard })
      })
    }
    failIfErrors(errors)
    const { id } = await send(() => (contacts.length === 1 && body.vcard !== undefined ? phone.sendContact(to!, contacts[0]!) : phone.sendContacts(to!, contacts, displayName)))
    return { id, to: to!, type, contacts }
  }
  const kind = type
  const allowed = ['to', 'type', 'data', 'mimetype']
  if (kind === 'image' || kind === 'video' || kind === 'document') allowed.push('caption')
  if (kind === 'document') allowed.push('fileName')
  if (kind === 'audio') allowed.push('ptt')
  checkFields(body, allowed, errors)
  const data = requireString(body, 'data', errors, MAX_BASE64_CHARS)
  const bytes = data && BASE64.test(data.replace(/\s+/g, '')) ? Buffer.from(data, 'base64') : undefined
  if (data && !bytes) errors.push({ path: 'data', message: 'expected base64' })
  const mimetype = optionalString(body, 'mimetype', errors, 255)
  if (mimetype && !MIMETYPE.test(mimetype)) errors.push({ path: 'mimetype', message: 'expected a MIME type such as image/jpeg' })
  const caption = optionalString(body, 'caption', errors, 4096)
  const fileName = optionalString(body, 'fileName', errors, 255)
  if (body.ptt !== undefined && typeof body.ptt !== 'boolean') errors.push({ path: 'ptt', message: 'expected a boolean' })
  failIfErrors(errors)
  const sent = await send(() =>
    phone.sendMedia(to!, {
      type: kind,
      bytes: bytes!,
      mimetype: mimetype ?? DEFAULT_MIMETYPES[kind],
      ...(caption ? { caption } : {}),
      ...(fileName ? { fileName } : {}),
      ...(body.ptt === true ? { ptt: true } : {}),
    }),
  )
  return {
    id: sent.id,
    to: to!,
    type,
    mimetype: mimetype ?? DEFAULT_MIMETYPES[kind],
    sha256: sent.sha256,
    sizeBytes: bytes!.length,
    ...(caption ? { caption } : {}),
    ...(fileName ? { fileName } : {}),
    ...(kind === 'audio' ? { ptt: body.ptt === true } : {}),
  }
}

function deviceView(d: ReturnType<Phone['linkedDevices']>[number]) {
  return { ...d, linkedAt: d.linkedAt.toISOString() }
}

type Route = { pattern: RegExp; methods: Record<string, (params: string[], req: Request) => Promise<Response>> }

const FAULT_KINDS = ['drop', 'stream-error', 'refuse', 'delay'] as const
const MAX_FAULT_MS = 10 * 60_000
const LINK_WAIT_MS = 5_000

/**
 * The sandbox control API as a Fetch handler: create virtual phones, link companions to them by
 * code or QR, send and read their messages, log devices out, and inject faults.
 */
export function createSandboxHandler(sim: Simulator, options: SandboxHandlerOptions): (req: Request) => Promise<Response> {
  const basePath = (options.basePath ?? '/sandbox/v1').replace(/\/+$/, '')
  const keys = options.apiKeys.filter(k => k.length > 0).map(digest)
  const linkWaitMs = options.linkWaitMs ?? LINK_WAIT_MS

  const phoneOr404 = (raw: string): Phone => {
    const digits = normalizePhoneNumber(decodeURIComponent(raw))
    const phone = digits ? sim.phone(digits) : undefined
    if (!phone) throw new Problem('phone_not_found', `No phone ${decodeURIComponent(raw)} exists on this simulator.`)
    return phone
  }

  const routes: Route[] = [
    {
      pattern: /^\/phones$/,
      methods: {
        GET: async () => json(sim.phones().map(phoneView)),
        POST: async (_p, req) => {
          const body = await readBody(req)
          const errors: FieldError[] = []
          checkFields(body, ['phoneNumber'], errors)
          const raw = requireString(body, 'phoneNumber', errors, 32)
          const digits = raw ? normalizePhoneNumber(raw) : undefined
          if (raw && !digits) errors.push({ path: 'phoneNumber', message: 'expected country code and number, digits only' })
          failIfErrors(errors)
          if (sim.phone(digits!)) throw new Problem('phone_exists', `A phone with number ${digits} already exists.`)
          return json(phoneView(await sim.createPhone(digits!)), 201)
        },
      },
    },
    {
      pattern: /^\/phones\/([^/]+)$/,
      methods: { GET: async ([pn]) => json(phoneView(phoneOr404(pn!))) },
    },
    {
      pattern: /^\/phones\/([^/]+)\/link$/,
      methods: {
        POST: async ([pn], req) => {
          const phone = phoneOr404(pn!)
          const body = await readBody(req)
          const errors: FieldError[] = []
          checkFields(body, ['code', 'qr'], errors)
          const hasCode = body.code !== undefined
          const hasQr = body.qr !== undefined
          if (hasCode === hasQr) errors.push({ path: '', message: 'give exactly one of code or qr' })
          const code = hasCode ? requireString(body, 'code', errors, 16) : undefined
          const qr = hasQr ? requireString(body, 'qr', errors, 4096) : undefined
          if (code && code.replace(/[\s-]/g, '').length !== 8) errors.push({ path: 'code', message: 'a pairing code has 8 characters' })
          failIfErrors(errors)
          const linked = sim.waitFor('device-linked', e => e.phoneNumber === phone.phoneNumber, linkWaitMs + 15_000)
          linked.catch(() => undefined)
          try {
            if (code) await phone.enterPairingCode(code, linkWaitMs)
            else await phone.scanQr(qr!)
          } catch (err) {
            const message = (err as Error).message
            if (/no companion is waiting|timed out/i.test(message)) throw new Problem('no_pending_link', message)
            throw new Problem('link_rejected', message)
          }
          const event = await linked
          return json({ deviceJid: event.deviceJid, deviceId: event.deviceId, method: event.method })
        },
      },
    },
    {
      pattern: /^\/phones\/([^/]+)\/messages$/,
      methods: {
        GET: async ([pn]) => json(phoneOr404(pn!).messages.map(messageView)),
        POST: async ([pn], req) => {
          const phone = phoneOr404(pn!)
          return json(await sendFromPhone(phone, await readBody(req)), 201)
        },
      },
    },
    {
      pattern: /^\/phones\/([^/]+)\/media$/,
      methods: {
        GET: async ([pn]) => json(phoneOr404(pn!).receivedMedia().map(({ messageId, from, ...media }) => ({ messageId, from, ...mediaView({ ...media }) }))),
      },
    },
    {
      pattern: /^\/phones\/([^/]+)\/media\/([^/]+)$/,
      methods: {
        // the decrypted bytes themselves, so a client can compare or save them
        GET: async ([pn, id]) => {
          const phone = phoneOr404(pn!)
          const messageId = decodeURIComponent(id!)
          const media = phone.messages.find(m => m.id === messageId)?.media
          if (!media) throw new Problem('media_not_found', `Phone ${phone.phoneNumber} received no media message ${messageId}.`)
          return new Response(new Uint8Array(media.bytes), {
            status: 200,
            headers: {
              'content-type': media.mimetype ?? 'application/octet-stream',
              'content-length': String(media.bytes.length),
              'x-media-sha256': media.sha256,
              ...(media.fileName ? { 'content-disposition': `attachment; filename="${media.fileName.replace(/["\\\r\n]/g, '_')}"` } : {}),
            },
          })
        },
      },
    },
    {
      pattern: /^\/phones\/([^/]+)\/messages\/([^/]+)\/read$/,
      methods: {
        POST: async ([pn, id]) => {
          const phone = phoneOr404(pn!)
          const messageId = decodeURIComponent(id!)
          if (!phone.messages.some(m => m.id === messageId)) throw new Problem('message_not_found', `Phone ${phone.phoneNumber} received no message ${messageId}.`)
          await phone.markRead(messageId)
          return json({ id: messageId, read: true })
        },
      },
    },
    {
      pattern: /^\/phones\/([^/]+)\/devices$/,
      methods: { GET: async ([pn]) => json(phoneOr404(pn!).linkedDevices().map(deviceView)) },
    },
    {
      pattern: /^\/phones\/([^/]+)\/devices\/([^/]+)$/,
      methods: {
        DELETE: async ([pn, jid]) => {
          const phone = phoneOr404(pn!)
          const deviceJid = decodeURIComponent(jid!)
          const device = phone.linkedDevices().find(d => d.jid === deviceJid || d.lid === deviceJid)
          if (!device) throw new Problem('device_not_found', `${deviceJid} is not a linked device of ${phone.phoneNumber}.`)
          await phone.removeDevice(device.jid)
          return json({ jid: device.jid, deleted: true })
        },
      },
    },
    {
      pattern: /^\/faults$/,
      methods: {
        POST: async (_p, req) => {
          const body = await readBody(req)
          const errors: FieldError[] = []
          checkFields(body, ['kind', 'phoneNumber', 'code', 'ms'], errors)
          const kind = body.kind
          if (kind === undefined) errors.push({ path: 'kind', message: 'required' })
          else if (!FAULT_KINDS.includes(kind as (typeof FAULT_KINDS)[number])) errors.push({ path: 'kind', message: `one of ${FAULT_KINDS.join(', ')}` })
          let phoneNumber: string | undefined
          if (body.phoneNumber !== undefined) {
            phoneNumber = typeof body.phoneNumber === 'string' ? normalizePhoneNumber(body.phoneNumber) : undefined
            if (!phoneNumber) errors.push({ path: 'phoneNumber', message: 'expected country code and number, digits only' })
          }
          const code = optionalInteger(body, 'code', 100, 999, errors)
          const ms = optionalInteger(body, 'ms', 0, MAX_FAULT_MS, errors)
          if ((kind === 'refuse' || kind === 'delay') && body.ms === undefined) errors.push({ path: 'ms', message: `required for ${kind}` })
          if (body.code !== undefined && kind !== 'stream-error') errors.push({ path: 'code', message: 'only for stream-error' })
          if (body.phoneNumber !== undefined && (kind === 'refuse' || kind === 'delay')) errors.push({ path: 'phoneNumber', message: `${kind} applies to every connection` })
          failIfErrors(errors)
          if (phoneNumber && !sim.phone(phoneNumber)) throw new Problem('phone_not_found', `No phone ${phoneNumber} exists on this simulator.`)
          switch (kind as (typeof FAULT_KINDS)[number]) {
            case 'drop':
              sim.faults.dropConnections(phoneNumber)
              break
            case 'stream-error':
              sim.faults.streamError(phoneNumber, code)
              break
            case 'refuse':
              sim.faults.refuseConnections(ms!)
              break
            case 'delay':
              sim.faults.delayReplies(ms!)
              break
          }
          return json({ kind, ...(phoneNumber ? { phoneNumber } : {}), ...(code !== undefined ? { code } : {}), ...(ms !== undefined ? { ms } : {}) })
        },
      },
    },
  ]

  return async (req: Request): Promise<Response> => {
    const url = new URL(req.url)
    const instance = url.pathname
    try {
      const header = req.headers.get('authorization') ?? ''
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
      if (!match || !keys.length || !keyMatches(match[1]!, keys)) {
        throw new Problem('unauthorized', 'Send a valid API key as Authorization: Bearer <key>.', { headers: { 'www-authenticate': 'Bearer' } })
      }
      if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
        throw new Problem('not_found', `No route ${url.pathname}.`)
      }
      const path = url.pathname.slice(basePath.length).replace(/\/+$/, '') || '/'
      for (const route of routes) {
        const m = route.pattern.exec(path)
        if (!m) continue
        const handler = route.methods[req.method.toUpperCase()]
        if (!handler) {
          const allow = Object.keys(route.methods).join(', ')
          throw new Problem('method_not_allowed', `${req.method} is not allowed here; use ${allow}.`, { headers: { allow } })
        }
        return await handler(m.slice(1), req)
      }
      throw new Problem('not_found', `No route ${url.pathname}.`)
    } catch (err) {
      if (err instanceof Problem) return problemResponse(err, instance)
      return problemResponse(new Problem('internal_error', 'The sandbox failed unexpectedly.'), instance)
    }
  }
}
