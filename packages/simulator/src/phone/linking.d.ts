import { type AuthenticationCreds } from '@whiskeysockets/baileys';
import type { Linking } from '../server/linking.js';
import type { Account } from '../state/accounts.js';
import type { Clock } from '../state/clock.js';
import type { PhoneIdentity } from './identity.js';
export interface LinkingDeps {
    account: Account;
    identity: PhoneIdentity;
    linking: Linking;
    clock: Clock;
}
/** The phone scans the QR a companion shows: `ref,noiseKey,identityKey,advSecret,platform`. */
export declare function scanQr(deps: LinkingDeps, qr: string): Promise<void>;
/** The user types the 8-character code on the phone. */
export declare function enterPairingCode(deps: LinkingDeps, input: string, waitMs: number): Promise<void>;
/**
 * Credentials for a companion the phone linked "earlier": the same account signature, device
 * signature and identities a real pairing leaves in creds, so Baileys logs straight in.
 * accountSyncCounter is 1 because such a device has had its initial history sync.
 */
export declare function issueLinkedCreds(deps: LinkingDeps): {
    creds: AuthenticationCreds;
    deviceId: number;
};
