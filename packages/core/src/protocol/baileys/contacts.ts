import { type BinaryNode, type Contact, isLidUser, jidNormalizedUser } from '@whiskeysockets/baileys'
import type { ContactsPort, NumberCheck, PersonIds, PersonProfile, PictureSize } from '../ports/contacts.js'
import { ProtocolError } from '../port.js'
import { kindOfStatus } from './errors.js'
import type { FacetContext } from './facet.js'
import { baileysCall } from './queries.js'
import { numberCheckQuery, parseNumberCheck, rowsByNumber } from './wire/contacts.js'
import { parsePresence } from './wire/presence.js'

/** Baileys' `fetchStatus` answer for one user. */
type StatusRow = { status?: { status?: string | null; setAt?: Date } | null }

/**
 * `connection.contacts` on Baileys: pictures through Baileys' `profilePictureUrl`, a person's about through its
 * `fetchStatus` and business profile through its `getBusinessProfile`, the blocklist through its
 * `fetchBlocklist` and `updateBlockStatus`, a person's other JID through its LID mapping store (which asks WhatsApp,
 * in one usync query, for the LIDs of phone numbers it does not know), presence subscriptions through its
 * `presenceSubscribe`, people's presence and typing read off the socket (wire/presence.ts), and the address book
 * from its `contacts.upsert`, `contacts.update` and `messaging-history.set` events. The number check is wire/contacts.ts's usync query (Baileys' `onWhatsApp`
 * carries no LID); the LIDs it learns go into Baileys' LID mapping store, as whatsmeow and whatsapp-rust keep
 * theirs, so messages to and from those people resolve either form.
 */
export function createContactsFacet(context: FacetContext): ContactsPort {
  const { socket, logger, emit } = context
  const onPresence = (node: BinaryNode) => {
    const update = parsePresence(node)
    if (update) emit({ type: 'presence.updated', ...update })
  }
  socket.ws.on('CB:presence', onPresence)
  socket.ws.on('CB:chatstate', onPresence)
  // The address book: contact actions of app state (contacts.upsert; contacts.update when it carries a saved name,
  // not only the push name of a message) and the contacts of the history sync.
  const onContacts = (contacts: Partial<Contact>[]) => {
    for (const contact of contacts) {
      if (!contact.id) continue
      const jid = jidNormalizedUser(contact.id)
      const lid = contact.lid ? jidNormalizedUser(contact.lid) : isLidUser(jid) ? jid : null
      const phone = contact.phoneNumber ? jidNormalizedUser(contact.phoneNumber) : isLidUser(jid) ? null : jid
      emit({ type: 'contact.updated', jid, phoneJid: phone, lid, name: contact.name || null })
    }
  }
  socket.ev.on('contacts.upsert', onContacts)
  socket.ev.on('contacts.update', (updates) => onContacts(updates.filter((update) => update.name !== undefined)))
  socket.ev.on('messaging-history.set', ({ contacts }) => onContacts(contacts.filter((contact) => contact.name)))
  const identify = async (jids: readonly string[]): Promise<PersonIds[]> => {
    const users = jids.map((jid) => jidNormalizedUser(jid))
    const lids = users.filter((user) => isLidUser(user))
    const phones = users.filter((user) => !isLidUser(user))
    const mapping = socket.signalRepository.lidMapping
    const [lidsOfPhones, phonesOfLids] = await baileysCall("resolving people's LIDs and phone numbers failed", () =>
      Promise.all([
        phones.length > 0 ? mapping.getLIDsForPNs(phones) : null,
        lids.length > 0 ? mapping.getPNsForLIDs(lids) : null,
      ]),
    )
    const lidOf = new Map((lidsOfPhones ?? []).map(({ pn, lid }) => [jidNormalizedUser(pn), jidNormalizedUser(lid)]))
    const phoneOf = new Map((phonesOfLids ?? []).map(({ pn, lid }) => [jidNormalizedUser(lid), jidNormalizedUser(pn)]))
    return users.map((user) =>
      isLidUser(user)
        ? { phoneJid: phoneOf.get(user) ?? null, lid: user }
        : { phoneJid: user, lid: lidOf.get(user) ?? null },
    )
  }
  const pictureUrl = async (jid: string, size: PictureSize): Promise<string | null> => {
    try {
      const url = await baileysCall(`reading the profile picture of ${jid} failed`, () =>
        socket.profilePictureUrl(jid, size === 'full' ? 'image' : 'preview'),
      )
      return url ?? null
    } catch (error) {
      // 404: no picture; 401: the person's privacy settings hide it (whatsmeow user.go GetProfilePictureInfo).
      if (error instanceof ProtocolError && (error.kind === 'not_found' || error.kind === 'forbidden')) return null
      throw error
    }
  }
  return {
    identify,
    pictureUrl,
    subscribePresence: (jid) =>
      baileysCall(`subscribing to the presence of ${jid} failed`, () => socket.presenceSubscribe(jid)),
    // Baileys' sendPresenceUpdate logs and returns when creds.me has no name, so the name is checked first.
    async setPresence(state) {
      if (!socket.authState.creds.me?.name) return 'no_push_name'
      await baileysCall(`setting the presence to ${state} failed`, () => socket.sendPresenceUpdate(state))
      return 'sent'
    },
    sendChatState: (chatJid, state) =>
      baileysCall(`sending the chat state ${state} to ${chatJid} failed`, () =>
        socket.sendPresenceUpdate(state, chatJid),
      ),
    async profile(jid): Promise<PersonProfile> {
      const [statuses, picture, business] = await Promise.all([
        baileysCall(`reading the about of ${jid} failed`, () => socket.fetchStatus(jid)),
        pictureUrl(jid, 'full'),
        baileysCall(`reading the business profile of ${jid} failed`, () => socket.getBusinessProfile(jid)),
      ])
      // A hidden about is answered with code 401, which Baileys reads as '' (USyncStatusProtocol).
      const status = (statuses?.[0] as StatusRow | undefined)?.status
      const setAt = status?.status ? (status.setAt?.getTime() ?? 0) : 0
      return {
        about: status?.status || null,
        aboutSetAt: setAt > 0 ? setAt : null,
        pictureUrl: picture,
        business: business
          ? {
              description: business.description || null,
              category: business.category || null,
              email: business.email || null,
              website: business.website ?? [],
              address: business.address || null,
            }
          : null,
      }
    },
    async blocklist() {
      const jids = await baileysCall('reading the blocklist failed', () => socket.fetchBlocklist())
      return jids.flatMap((jid) => (jid ? [jidNormalizedUser(jid)] : []))
    },
    async setBlocked(jid, blocked) {
      const [ids] = await identify([jid])
      // WhatsApp names the person by LID, and by phone number too when blocking (Baileys updateBlockStatus).
      if (!ids!.lid || (blocked && !ids!.phoneJid))
        throw new ProtocolError(
          ids!.lid
            ? `WhatsApp has not told this session the phone number of ${jid}, which blocking needs`
            : `${jid} is not on WhatsApp`,
          { kind: 'invalid' },
        )
      await baileysCall(`${blocked ? 'blocking' : 'unblocking'} ${jid} failed`, () =>
        socket.updateBlockStatus(ids!.lid!, blocked ? 'block' : 'unblock'),
      )
      return ids!
    },
    async checkNumbers(phoneNumbers) {
      const what = 'checking the numbers on WhatsApp failed'
      const answer = await baileysCall(what, () =>
        socket.query(numberCheckQuery(phoneNumbers, socket.generateMessageTag())),
      )
      const { rows, failed } = parseNumberCheck(answer)
      if (failed !== null)
        throw new ProtocolError(`${what}: WhatsApp answered ${failed}`, {
          kind: kindOfStatus(failed),
          statusCode: failed,
        })
      const byNumber = rowsByNumber(rows)
      const refused = phoneNumbers.find((digits) => byNumber.get(digits)?.exists === null)
      if (refused !== undefined) {
        const code = byNumber.get(refused)!.errorCode
        throw new ProtocolError(`${what}: WhatsApp answered ${code} for +${refused}`, {
          kind: kindOfStatus(code),
          statusCode: code,
        })
      }
      const mappings = rows.flatMap((row) => (row.jid && row.lid ? [{ pn: row.jid, lid: row.lid }] : []))
      if (mappings.length > 0)
        await socket.signalRepository.lidMapping
          .storeLIDPNMappings(mappings)
          .catch((error: unknown) => logger.warn({ err: error }, 'storing the LIDs a number check learned failed'))
      return phoneNumbers.map((phoneNumber): NumberCheck => {
        const row = byNumber.get(phoneNumber)
        return { phoneNumber, exists: row?.exists === true, jid: row?.jid ?? null, lid: row?.lid ?? null }
      })
    },
  }
}
