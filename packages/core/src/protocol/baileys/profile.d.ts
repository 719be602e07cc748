import type { ProfilePort } from '../ports/profile.js';
import type { FacetContext } from './facet.js';
/**
 * `connection.profile` on Baileys: the name is Baileys' `updateProfileName` (the `setting_pushName` app-state
 * mutation), the about its `updateProfileStatus` and `fetchStatus`, the picture its `profilePictureUrl`,
 * `updateProfilePicture` (640 px square JPEG, made with sharp, Baileys' peer dependency) and `removeProfilePicture`,
 * the privacy settings its `fetchPrivacySettings` and `update…Privacy` family.
 */
export declare function createProfileFacet(context: FacetContext): ProfilePort;
