import type { EngineContext } from '../context.js';
import { type PrivacyRecord, type UpdatePrivacyInput } from './privacy.js';
import type { OwnProfileRecord, PictureInput, UpdateProfileInput } from './schema.js';
/**
 * The account's own profile: its name (the push name others see on its messages), about and picture, and its
 * privacy settings, read from and set on WhatsApp; nothing is kept here.
 */
export declare class ProfileService {
    #private;
    constructor(context: EngineContext);
    read(sessionId: string): Promise<OwnProfileRecord>;
    update(sessionId: string, input: UpdateProfileInput): Promise<OwnProfileRecord>;
    setPicture(sessionId: string, input: PictureInput): Promise<OwnProfileRecord>;
    removePicture(sessionId: string): Promise<{
        deleted: true;
    }>;
    privacy(sessionId: string): Promise<PrivacyRecord>;
    updatePrivacy(sessionId: string, input: UpdatePrivacyInput): Promise<PrivacyRecord>;
}
