import { jidNormalizedUser } from '@whiskeysockets/baileys'
import type { OwnProfile, PrivacyCategory, PrivacySettings, ProfilePort } from '../ports/profile.js'
import { ProtocolError } from '../port.js'
import type { FacetContext } from './facet.js'
import { assertReadableImage } from './pictures.js'
import { baileysCall } from './queries.js'
import { privacyCategoryIq } from './wire/privacy.js'

/** Baileys' `fetchStatus` answer for one user: `{ id, status: { status, setAt } }`. */
type StatusRow = { status?: { status?: string | null } | null }

/**
 * `connection.profile` on Baileys: the name is Baileys' `updateProfileName` (the `setting_pushName` app-state
 * mutation), the about its `updateProfileStatus` and `fetchStatus`, the picture its `profilePictureUrl`,
 * `updateProfilePicture` (640 px square JPEG, made with sharp, Baileys' peer dependency) and `removeProfilePicture`,
 * the privacy settings its `fetchPrivacySettings` and `update…Privacy` family.
 */
export function createProfileFacet(context: FacetContext): ProfilePort {
  const { socket } = context
  // Baileys' setter of each category; each takes that category's values only, which the API checked.
  const setters: Record<PrivacyCategory, (value: never) => Promise<void>> = {
    last: socket.updateLastSeenPrivacy,
    online: socket.updateOnlinePrivacy,
    profile: socket.updateProfilePicturePrivacy,
    status: socket.updateStatusPrivacy,
    readreceipts: socket.updateReadReceiptsPrivacy,
    groupadd: socket.updateGroupsAddPrivacy,
    calladd: socket.updateCallPrivacy,
    messages: socket.updateMessagesPrivacy,
    // Baileys has no setter of its own for it: the same privacy iq its setters send (Socket/chats.js `privacyQuery`).
    defense: async (value: string) => {
      await socket.query(privacyCategoryIq('defense', value))
    },
  }
  const me = () => {
    const own = socket.authState.creds.me
    if (!own?.id) throw new ProtocolError('the session has no account yet', { kind: 'unavailable' })
    return own
  }
  return {
    async business() {
      const own = jidNormalizedUser(me().id)
      const profile = await baileysCall('reading the business profile failed', () => socket.getBusinessProfile(own))
      return profile
        ? {
            description: profile.description || null,
            category: profile.category || null,
            email: profile.email || null,
            website: profile.website ?? [],
            address: profile.address || null,
          }
        : null
    },
    async setBusiness(changes) {
      // Baileys' own function (Socket/business.js updateBussinesProfile): `<iq xmlns="w:biz" type="set">
      // <business_profile v="3" mutation_type="delta">` with a child per field given
      await baileysCall('changing the business profile failed', () => socket.updateBussinesProfile(changes))
    },
    async read(): Promise<OwnProfile> {
      const own = me()
      const jid = jidNormalizedUser(own.id)
      const [statuses, pictureUrl] = await Promise.all([
        baileysCall('reading the account about failed', () => socket.fetchStatus(jid)),
        baileysCall('reading the account picture failed', () => socket.profilePictureUrl(jid, 'image')).catch(
          (error: unknown) => {
            if (error instanceof ProtocolError && error.kind === 'not_found') return undefined
            throw error
          },
        ),
      ])
      const about = (statuses?.[0] as StatusRow | undefined)?.status?.status
      return {
        jid,
        lid: own.lid ? jidNormalizedUser(own.lid) : null,
        name: own.name || null,
        about: about || null,
        pictureUrl: pictureUrl ?? null,
      }
    },
    setName: (name) => baileysCall('setting the account name failed', () => socket.updateProfileName(name)),
    setAbout: (about) => baileysCall('setting the account about failed', () => socket.updateProfileStatus(about)),
    async setPicture(image) {
      await assertReadableImage(image)
      await baileysCall('setting the account picture failed', () => socket.updateProfilePicture(me().id, image))
    },
    async privacy() {
      // `force`: Baileys keeps the first answer for the socket's life, which a change on the phone makes stale.
      const settings = await baileysCall('reading the privacy settings failed', () => socket.fetchPrivacySettings(true))
      return settings as PrivacySettings
    },
    async setPrivacy(changes) {
      for (const [category, value] of Object.entries(changes) as [PrivacyCategory, string][])
        await baileysCall(`setting the ${category} privacy failed`, () => setters[category](value as never))
    },
    removePicture: () => baileysCall('removing the account picture failed', () => socket.removeProfilePicture(me().id)),
  }
}
