import { type BinaryNode, S_WHATSAPP_NET } from '@whiskeysockets/baileys'

/**
 * The privacy iq that sets one category (whatsapp-rust wacore/src/iq/privacy.rs `SetPrivacySettingSpec`, Baileys
 * Socket/chats.js `privacyQuery`): `<iq xmlns="privacy" type="set"><privacy><category name value/></privacy></iq>`.
 */
export const privacyCategoryIq = (name: string, value: string): BinaryNode => ({
  tag: 'iq',
  attrs: { xmlns: 'privacy', to: S_WHATSAPP_NET, type: 'set' },
  content: [{ tag: 'privacy', attrs: {}, content: [{ tag: 'category', attrs: { name, value } }] }],
})
