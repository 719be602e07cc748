import { EngineError } from '../errors.js';
import { onConnection } from '../upstream-errors.js';
import { pictureBytes } from './picture-bytes.js';
import { presentPrivacy, privacyChanges } from './privacy.js';
/**
 * The account's own profile: its name (the push name others see on its messages), about and picture, and its
 * privacy settings, read from and set on WhatsApp; nothing is kept here.
 */
export class ProfileService {
    #context;
    constructor(context) {
        this.#context = context;
    }
    read(sessionId) {
        return onConnection(this.#context, sessionId, 'profile', 'The profile could not be read', (connection) => connection.profile.read());
    }
    update(sessionId, input) {
        return onConnection(this.#context, sessionId, 'profile', 'The profile could not be changed', async (connection) => {
            // The name is an app-state setting: without the keys nothing can be sent, and the about must not go alone.
            if (input.name !== undefined && !connection.chats.appStateReady())
                throw new EngineError('app_state_not_ready', "The account's phone has not shared its app-state keys with this session yet (it does so shortly after linking); the name is synced with them. Wait a few seconds and try again.");
            if (input.about !== undefined)
                await connection.profile.setAbout(input.about);
            if (input.name !== undefined)
                await connection.profile.setName(input.name);
            const profile = await connection.profile.read();
            // WhatsApp took the name; the session's copy of it follows once Baileys has applied its own change.
            return input.name === undefined ? profile : { ...profile, name: input.name };
        });
    }
    async setPicture(sessionId, input) {
        this.#context.sessions.require(sessionId);
        const image = await pictureBytes(this.#context, input);
        return onConnection(this.#context, sessionId, 'profile', 'The picture could not be set', async (connection) => {
            await connection.profile.setPicture(image);
            return connection.profile.read();
        });
    }
    async removePicture(sessionId) {
        await onConnection(this.#context, sessionId, 'profile', 'The picture could not be removed', (connection) => connection.profile.removePicture());
        return { deleted: true };
    }
    privacy(sessionId) {
        return onConnection(this.#context, sessionId, 'profile', 'The privacy settings could not be read', async (connection) => presentPrivacy(await connection.profile.privacy()));
    }
    updatePrivacy(sessionId, input) {
        return onConnection(this.#context, sessionId, 'profile', 'The privacy settings could not be changed', async (connection) => {
            await connection.profile.setPrivacy(privacyChanges(input));
            return presentPrivacy(await connection.profile.privacy());
        });
    }
}
//# sourceMappingURL=service.js.map