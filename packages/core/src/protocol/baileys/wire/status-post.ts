import type { BinaryNode } from '@whiskeysockets/baileys'

/**
 * The `<meta status_setting>` child of a status post's stanza, saying which of the poster's status privacy settings
 * chose its audience: `contacts`, `allowlist` or `denylist` (whatsapp-rust `src/features/status.rs`
 * `StatusPrivacySetting`, added in `src/send/mod.rs` for posts, never for a reaction or a revoke of a status, which
 * WhatsApp refuses with 479). A story sent through the API goes to the list its caller gave, so it is an allow list.
 * Baileys' status send adds no such node. Unverified against WhatsApp: whether its server checks the value against
 * the account's privacy setting.
 */
export const statusSettingNode = (): BinaryNode => ({ tag: 'meta', attrs: { status_setting: 'allowlist' } })
