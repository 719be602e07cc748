import { describe, expect, it } from 'vitest'
import { statusSettingNode } from '../../src/protocol/baileys/wire/status-post.js'

/**
 * The status post's `<meta>` against whatsapp-rust @1489b7da: `src/features/status.rs` `StatusPrivacySetting` (wire
 * values `contacts`, `allowlist`, `denylist`), added as `<meta status_setting="…">` to a post's stanza in
 * `src/send/mod.rs` (its e2e `tests/e2e/tests/status.rs` checks the child on a sent status).
 */
describe('statusSettingNode', () => {
  it('is <meta status_setting="allowlist"> for a post to the listed people, and takes the other settings', () => {
    expect(statusSettingNode()).toEqual({ tag: 'meta', attrs: { status_setting: 'allowlist' } })
    for (const setting of ['contacts', 'allowlist', 'denylist'] as const)
      expect(statusSettingNode(setting).attrs).toEqual({ status_setting: setting })
  })
})
