import type { PipelineRoute, RequestContext } from '@sessionkit/core/adapter'
import type * as v from 'valibot'
import { normalizePhoneNumber } from '../jids.js'
import type { Phone } from '../phone/phone.js'
import type { Simulator } from '../simulator.js'
import { SandboxError } from './problems.js'

/** What the sandbox's routes run on. */
export interface SandboxRuntime {
  sim: Simulator
  /** how long a link by code waits for the companion's pairing-code request */
  linkWaitMs: number
}

/** A route's request, checked, and the simulator; `params` are the path's, percent-decoded by the router (malformed encoding is its 400). */
export interface SandboxContext<B> extends RequestContext<Record<string, string>, undefined, B>, SandboxRuntime {}

/** what a route's `run` sees of a body its schema checked */
export type BodyOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined

/** One route of /sandbox/v1: its body's schema, and what it answers (`{ data }` from a value, or a whole ApiResponse). */
export interface SandboxRoute<B extends v.GenericSchema | undefined = v.GenericSchema | undefined>
  extends PipelineRoute<SandboxRuntime> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** relative to the base path; `:name` stands for one path segment */
  path: string
  body?: B
  /** status of a success (200 unless given) */
  status?: number
  run(context: SandboxContext<BodyOf<B>>): Promise<unknown>
}

/** Identity function whose only job is inference: each route's `run` sees the output type of its body schema. */
export const sandboxRoute = <B extends v.GenericSchema | undefined = undefined>(route: SandboxRoute<B>): SandboxRoute =>
  route as unknown as SandboxRoute

export function phoneOr404(sim: Simulator, raw: string | undefined): Phone {
  const shown = raw ?? ''
  const digits = normalizePhoneNumber(shown)
  const phone = digits ? sim.phone(digits) : undefined
  if (!phone) throw new SandboxError('phone_not_found', `No phone ${shown} exists on this simulator.`)
  return phone
}

const holding = { any: 'has', sent: 'sent', received: 'received' } as const

/**
 * The id of a message the phone holds, or the route's 404: one it received or sent (`any`), or only one it `sent`
 * (an edit, a revoke) or `received` (a read receipt).
 */
export function messageOr404(phone: Phone, messageId: string | undefined, among: keyof typeof holding = 'any'): string {
  const held =
    !!messageId &&
    ((among !== 'sent' && phone.messages.some((m) => m.id === messageId)) ||
      (among !== 'received' && phone.sent.some((m) => m.id === messageId)))
  if (!held)
    throw new SandboxError('message_not_found', `Phone ${phone.phoneNumber} ${holding[among]} no message ${messageId}.`)
  return messageId
}
