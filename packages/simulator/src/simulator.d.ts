import { type ChannelControls } from './channel-controls.js';
import { type SimulatorEventName, type SimulatorEvents } from './events.js';
import { type Faults } from './faults.js';
import { type GroupControls } from './group-controls.js';
import { type Logger } from './log.js';
import { Phone } from './phone/phone.js';
import { type KeyPair } from './server/keys.js';
import { type BusinessProfile } from './state/accounts.js';
import { type Clock } from './state/clock.js';
import { Transcript, type TranscriptOptions } from './transcript.js';
export interface SimulatorOptions {
    /** 0 (default) picks a free port */
    port?: number;
    host?: string;
    /** the root the noise certificate chain is signed with; default DEFAULT_ROOT_KEY_PAIR */
    rootKeyPair?: KeyPair;
    logger?: Logger;
    /** the time the server's records and stanzas carry; default the system clock */
    clock?: Clock;
    /** the seed of the server's ids (stanzas, groups, channels); the same seed gives the same ids */
    seed?: string;
    /** how long a call rings unanswered before the relay ends it as missed; default 45 000 ms */
    callRingMs?: number;
    /** false: start with an empty channel directory instead of the seeded catalogue (README "Channels") */
    channelCatalogue?: boolean;
}
/** how a new phone's account starts */
export interface PhoneOptions {
    pushName?: string;
    business?: BusinessProfile;
}
export interface Simulator {
    /** ws://host:port/ws/chat: pass as Baileys' `waWebSocketUrl` */
    readonly url: string;
    /** set Baileys' `WA_CERT_DETAILS.PUBLIC_KEY` to this */
    readonly rootPublicKey: Uint8Array;
    /**
     * PEM certificate of the HTTPS media host (self-signed, for 127.0.0.1 and localhost): trust it for
     * uploads and downloads, e.g. Baileys' `fetchAgent: new https.Agent({ ca: sim.mediaCa })` or the
     * engine's `protocol.mediaCa`
     */
    readonly mediaCa: string;
    /** `127.0.0.1:<port>` of the media host, as media_conn announces it */
    readonly mediaHost: string;
    /** `pushName`: the name the phone's messages carry (default 'Phone <number>') */
    /** a phone with a new account; `business` makes it a business account with that profile */
    createPhone(phoneNumber: string, options?: PhoneOptions): Promise<Phone>;
    phone(phoneNumber: string): Phone | undefined;
    phones(): Phone[];
    readonly faults: Faults;
    /** server-side controls of groups: suspension, the internal flag, and the record itself */
    readonly groups: GroupControls;
    /** channels: create them, post to their followers, and what only WhatsApp does to them */
    readonly channels: ChannelControls;
    waitFor<E extends SimulatorEventName>(event: E, predicate?: (payload: SimulatorEvents[E]) => boolean, timeoutMs?: number): Promise<SimulatorEvents[E]>;
    on<E extends SimulatorEventName>(event: E, listener: (payload: SimulatorEvents[E]) => void): () => void;
    /** starts recording the node exchange of connections; call stop() on the result when done */
    transcript(options?: TranscriptOptions): Transcript;
    close(): Promise<void>;
}
/** Starts a WhatsApp server on loopback that unmodified Baileys connects to. */
export declare function startSimulator(opts?: SimulatorOptions): Promise<Simulator>;
