import { describe, expect, it } from 'vitest'
import {
  parseFailure,
  parseMessageAck,
  parseStanzaError,
  parseStreamError,
} from '../../src/protocol/baileys/wire/stanzas.js'

/**
 * The stanzas the engine reads itself, in the shapes the references read: whatsmeow `connectionevents.go`
 * (`handleStreamError`: `code` 515 restarts, `<conflict type="replaced"/>` is another login, `code` 401 with
 * `<conflict type="device_removed"/>`; `handleConnectFailure`: `<failure reason location>`, 401 logged out, 403
 * banned), whatsapp-rust `src/send/mod.rs` (a status reaction with `<meta status_setting>` is refused with error
 * 479) and Baileys `Socket/socket.js` (`<ack class="message" id t>`, an `<iq type="error"><error code text/>`).
 */
describe('wire/stanzas.ts', () => {
  it('reads a message ack: its id, its time in ms, and an error code when refused', () => {
    expect(parseMessageAck({ tag: 'ack', attrs: { class: 'message', id: '3EB0A1', t: '1764000000' } })).toEqual({
      id: '3EB0A1',
      error: null,
      at: 1_764_000_000_000,
    })
    expect(parseMessageAck({ tag: 'ack', attrs: { class: 'message', id: '3EB0A2', error: '479' } })).toEqual({
      id: '3EB0A2',
      error: 479,
      at: null,
    })
    expect(parseMessageAck({ tag: 'ack', attrs: { class: 'message' } })).toBeNull()
  })

  it('reads a stream error: the restart code, a conflict and its type', () => {
    expect(parseStreamError({ tag: 'stream:error', attrs: { code: '515' } })).toEqual({
      statusCode: 515,
      reason: 'stream error 515',
    })
    expect(
      parseStreamError({ tag: 'stream:error', attrs: {}, content: [{ tag: 'conflict', attrs: { type: 'replaced' } }] }),
    ).toEqual({ statusCode: 500, reason: 'conflict:replaced' })
    expect(
      parseStreamError({
        tag: 'stream:error',
        attrs: { code: '401' },
        content: [{ tag: 'conflict', attrs: { type: 'device_removed' } }],
      }),
    ).toEqual({ statusCode: 401, reason: 'conflict:device_removed' })
  })

  it('reads a login failure: its reason code and where', () => {
    expect(parseFailure({ tag: 'failure', attrs: { reason: '401', location: 'frc' } })).toEqual({
      statusCode: 401,
      reason: 'failure at frc',
    })
    expect(parseFailure({ tag: 'failure', attrs: { reason: '403' } })).toEqual({ statusCode: 403, reason: 'failure' })
  })

  it("reads an error iq's code and text, and an ack's error of another class", () => {
    expect(
      parseStanzaError({
        tag: 'iq',
        attrs: { id: 'q1', type: 'error' },
        content: [{ tag: 'error', attrs: { code: '404', text: 'item-not-found' } }],
      }),
    ).toEqual({ tag: 'iq', id: 'q1', code: 404, text: 'item-not-found' })
    expect(parseStanzaError({ tag: 'ack', attrs: { class: 'receipt', id: 'r1', error: '400' } })).toEqual({
      tag: 'ack:receipt',
      id: 'r1',
      code: 400,
      text: null,
    })
    expect(parseStanzaError({ tag: 'ack', attrs: { class: 'receipt', id: 'r1' } })).toBeNull()
  })
})
