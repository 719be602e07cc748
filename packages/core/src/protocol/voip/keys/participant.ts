/**
 * The device-qualified participant id WhatsApp keys a call's SRTP and SSRCs with: an existing `:device` is kept,
 * a bare `user@lid` is device 0, anything else passes unchanged (whatsapp-rust `voip/mod.rs`,
 * `format_participant_id`). Both ends must derive the same string, or every packet fails its tag.
 */
export function participantId(jid: string): string {
  const bare = (jid.split('/')[0] ?? jid).trim()
  const at = bare.lastIndexOf('@')
  if (at <= 0) return bare
  const user = bare.slice(0, at)
  const domain = bare.slice(at + 1)
  return domain === 'lid' && !user.includes(':') ? `${user}:0@${domain}` : bare
}
