import type { EngineContext } from '../context.js'
import { EngineError } from '../errors.js'
import { onConnection } from '../upstream-errors.js'
import { pictureBytes } from './picture-bytes.js'
import { type PrivacyRecord, presentPrivacy, privacyChanges, type UpdatePrivacyInput } from './privacy.js'
import type {
  BusinessProfileRecord,
  OwnProfileRecord,
  PictureInput,
  UpdateBusinessProfileInput,
  UpdateProfileInput,
} from './schema.js'
import { profileErrors, profileUpstream } from './errors.js'
import type { BusinessProfile } from '../protocol/ports/contacts.js'
import { chatErrors } from '../chats/errors.js'

/**
 * The account's own profile: its name (the push name others see on its messages), about and picture, and its
 * privacy settings, read from and set on WhatsApp; nothing is kept here.
 */
export class ProfileService {
  readonly #context: EngineContext

  constructor(context: EngineContext) {
    this.#context = context
  }

  read(sessionId: string): Promise<OwnProfileRecord> {
    return onConnection(this.#context, sessionId, profileUpstream, 'The profile could not be read', (connection) =>
      connection.profile.read(),
    )
  }

  update(sessionId: string, input: UpdateProfileInput): Promise<OwnProfileRecord> {
    return onConnection(
      this.#context,
      sessionId,
      profileUpstream,
      'The profile could not be changed',
      async (connection) => {
        // The name is an app-state setting: without the keys nothing can be sent, and the about must not go alone.
        if (input.name !== undefined && !connection.chats.appStateReady())
          throw new EngineError(
            chatErrors.app_state_not_ready,
            "The account's phone has not shared its app-state keys with this session yet (it does so shortly after linking); the name is synced with them. Wait a few seconds and try again.",
          )
        if (input.about !== undefined) await connection.profile.setAbout(input.about)
        if (input.name !== undefined) await connection.profile.setName(input.name)
        const profile = await connection.profile.read()
        // WhatsApp took the name; the session's copy of it follows once Baileys has applied its own change.
        return input.name === undefined ? profile : { ...profile, name: input.name }
      },
    )
  }

  async setPicture(sessionId: string, input: PictureInput): Promise<OwnProfileRecord> {
    this.#context.sessions.require(sessionId)
    const image = await pictureBytes(this.#context, sessionId, input)
    return onConnection(
      this.#context,
      sessionId,
      profileUpstream,
      'The picture could not be set',
      async (connection) => {
        await connection.profile.setPicture(image)
        return connection.profile.read()
      },
    )
  }

  async removePicture(sessionId: string): Promise<{ deleted: true }> {
    await onConnection(this.#context, sessionId, profileUpstream, 'The picture could not be removed', (connection) =>
      connection.profile.removePicture(),
    )
    return { deleted: true }
  }

  privacy(sessionId: string): Promise<PrivacyRecord> {
    return onConnection(
      this.#context,
      sessionId,
      profileUpstream,
      'The privacy settings could not be read',
      async (connection) => presentPrivacy(await connection.profile.privacy()),
    )
  }

  updatePrivacy(sessionId: string, input: UpdatePrivacyInput): Promise<PrivacyRecord> {
    return onConnection(
      this.#context,
      sessionId,
      profileUpstream,
      'The privacy settings could not be changed',
      async (connection) => {
        await connection.profile.setPrivacy(privacyChanges(input))
        return presentPrivacy(await connection.profile.privacy())
      },
    )
  }

  /**
   * Changes the fields given of the account's business profile, then answers it as WhatsApp serves it. A personal
   * account has none to change: 409 `not_business_account`, asked of WhatsApp first, so nothing is sent for it.
   */
  updateBusiness(sessionId: string, input: UpdateBusinessProfileInput): Promise<BusinessProfileRecord> {
    return onConnection(
      this.#context,
      sessionId,
      profileUpstream,
      'The business profile could not be changed',
      async (connection) => {
        const notBusiness = () =>
          new EngineError(
            profileErrors.not_business_account,
            'This account is a personal WhatsApp account: only a WhatsApp Business account has a business profile.',
          )
        if ((await connection.profile.business()) === null) throw notBusiness()
        await connection.profile.setBusiness(input)
        const after = await connection.profile.business()
        if (after === null) throw notBusiness()
        return presentBusiness(after)
      },
    )
  }
}

const presentBusiness = (profile: BusinessProfile): BusinessProfileRecord => ({
  description: profile.description,
  category: profile.category,
  email: profile.email,
  websites: profile.website,
  address: profile.address,
})
