import { describe, expect, it } from 'vitest'
import { privacyCategoryIq } from '../../src/protocol/baileys/wire/privacy.js'

/**
 * The privacy iq that sets a category, against whatsapp-rust's fixture (jlucaso1/whatsapp-rust @240d631a,
 * wacore/src/iq/privacy.rs `test_set_privacy_simple_build_iq`): used for `defense`, which Baileys has no setter of.
 */
describe('privacyCategoryIq', () => {
  it('is <iq xmlns="privacy" type="set" to="s.whatsapp.net"><privacy><category name value/></privacy></iq>', () => {
    expect(privacyCategoryIq('defense', 'on_standard')).toEqual({
      tag: 'iq',
      // Baileys' S_WHATSAPP_NET, the server JID its encoder writes as whatsapp-rust's `s.whatsapp.net`
      attrs: { xmlns: 'privacy', to: '@s.whatsapp.net', type: 'set' },
      content: [
        { tag: 'privacy', attrs: {}, content: [{ tag: 'category', attrs: { name: 'defense', value: 'on_standard' } }] },
      ],
    })
  })
})
