import { describe, expect, it } from 'vitest'
import { statusSettingNode } from '../../src/protocol/baileys/wire/status-post.js'

/**
 * The status post's `<meta>` against whatsapp-rust @1489b7da: `src/features/status.rs` `StatusPrivacySetting` (wire
 * values `contacts`, `allowlist`, `denylist`), added as `<meta status_setting="…">` to a post's stanza in
 * `src/send/mod.rs` (its e2e `tests/e2e/tests/status.rs` checks the child on a sent status).
 */
describe('statusSettingNode', () => {
  it('is <meta status_setting="allowlist"> for a post to the listed people, one of the values WhatsApp Web sends', () => {
    const node = statusSettingNode()
    expect(node).toEqual({ tag: 'meta', attrs: { status_setting: 'allowlist' } })
    expect(['contacts', 'allowlist', 'denylist']).toContain(node.attrs.status_setting)
  })
})
