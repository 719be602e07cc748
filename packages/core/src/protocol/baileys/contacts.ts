import type { ContactsPort, NumberCheck } from '../ports/contacts.js'
import { ProtocolError } from '../port.js'
import { kindOfStatus } from './errors.js'
import type { FacetContext } from './facet.js'
import { baileysCall } from './queries.js'
import { numberCheckQuery, parseNumberCheck } from './wire/contacts.js'

/**
 * `connection.contacts` on Baileys: pictures through Baileys' `profilePictureUrl`. The number check is wire/contacts.ts's usync query (Baileys' `onWhatsApp`
 * carries no LID); the LIDs it learns go into Baileys' LID mapping store, as whatsmeow and whatsapp-rust keep
 * theirs, so messages to and from those people resolve either form.
 */
export function createContactsFacet(context: FacetContext): ContactsPort {
  const { socket, logger } = context
  return {
    async pictureUrl(jid, size) {
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
      const byNumber = new Map(rows.flatMap((row) => (row.phoneNumber ? [[row.phoneNumber, row] as const] : [])))
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
