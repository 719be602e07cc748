import { proto, type BinaryNode } from '@whiskeysockets/baileys';
import type { EventHub } from '../events.js';
import type { Account, DeviceRecord } from '../state/accounts.js';
import type { Clock } from '../state/clock.js';
import { type Notifier } from './device-notifications.js';
import type { Registration } from './registration.js';
import type { Client, Sockets } from './sockets.js';
/** A companion's `companion_hello`, kept until its phone enters the code. */
export interface PairingCodeRequest {
    ref: string;
    client: Client;
    phoneNumber: string;
    wrappedCompanionEphemeral: Buffer;
    companionNoiseKey: Buffer;
    platformId: string;
    platformDisplay: string;
    /** set once the phone entered the code: waits for the companion_finish */
    finish?: {
        /** the phone opens the companion's key bundle into the adv secret; throws when it does not open */
        open(bundle: Buffer, companionIdentity: Buffer): Buffer;
        resolve: (advSecret: Buffer) => void;
        reject: (err: Error) => void;
    };
}
/** What the phone gives the server to link a companion, and how it checks the companion's answer. */
export interface LinkApproval {
    account: Account;
    method: 'qr' | 'code';
    /** the ADVSignedDeviceIdentityHMAC of pair-success for the companion in this slot */
    identityFor(keyIndex: number, companionIdentity: Buffer): Uint8Array;
    /** whether the companion's pair-device-sign carries its signature over that identity */
    accepts(signed: proto.IADVSignedDeviceIdentity, companionIdentity: Buffer): boolean;
}
export interface LinkingDeps extends Notifier {
    readonly events: EventHub;
    readonly sockets: Sockets;
    readonly clock: Clock;
    request(client: Client, node: BinaryNode): Promise<BinaryNode>;
}
/** The server's side of linking and unlinking companions: QR refs, pairing-code requests, pair-success. */
export declare class Linking {
    private readonly deps;
    private readonly refs;
    private readonly codes;
    constructor(deps: LinkingDeps);
    /** `<iq><pair-device><ref/>…` for a connection of fresh credentials */
    issueQrRefs(client: Client, registration: Registration): void;
    /** the connection a QR ref was issued to */
    byRef(ref: string): Client | undefined;
    /** a connection that closed or was linked: its refs and code requests are void */
    forget(client: Client): void;
    /** a new code for the same connection replaces the previous one, as on WhatsApp */
    requestCode(request: PairingCodeRequest): void;
    /** the newest open request for this number; requestPairingCode() resolves before its hello may have arrived */
    awaitCodeRequest(phoneNumber: string, waitMs: number): Promise<PairingCodeRequest>;
    /** sends the phone's half of the code exchange and resolves with the adv secret once the companion finishes */
    offerCode(request: PairingCodeRequest, primaryIdentity: Uint8Array, wrappedPrimaryEphemeral: Buffer, open: (bundle: Buffer, companionIdentity: Buffer) => Buffer): Promise<Buffer>;
    /**
     * stage companion_finish: the companion's key bundle, encrypted under the ephemeral agreement.
     * It only opens if both sides used the same code, which is how a wrong code is detected.
     */
    finishCode(client: Client, iq: BinaryNode, reg: BinaryNode): void;
    /**
     * pair-success → the client's pair-device-sign → the device exists → stream:error 515, after
     * which the client reconnects and logs in with its new credentials.
     */
    complete(client: Client, approval: LinkApproval): Promise<void>;
    /** the device exists from now on; the account's companions and contacts hear of it */
    link(account: Account, slot: {
        id: number;
        keyIndex: number;
    }, registration: Omit<Registration, 'refs'>, method: 'qr' | 'code' | 'provisioned', initialSyncPending: boolean): DeviceRecord;
    /**
     * The device is gone: its contacts hear of it and its socket closes. A phone's removal tells the
     * companion first (`<conflict type='device_removed'/>`); a companion that logged itself out already knows.
     */
    unlink(device: DeviceRecord, by: 'companion' | 'phone'): Promise<void>;
}
