import { type AccountIdentity, type CallSignal, type CallsPort, type ChatChange, type ChatsPort, type CloseInfo, type CommunitiesPort, type ContactsPort, type DisconnectKind, type GroupsPort, type LastMessage, type MessagesPort, type NewslettersPort, type ProfilePort, type OpenOptions, type ProtocolConnection, type ProtocolDriver, type ProtocolEvent, type SavedContact, type SendOptions, type StarTarget } from '@sessionkit/core';
/**
 * What a fresh connection does right after it opens:
 * - `qr`: issues a QR, as WhatsApp does for an unpaired device (the default);
 * - `open`: logs straight in, as a paired device does;
 * - `expire`: closes as if the pairing window ran out (no QR ever shown);
 * - `none`: stays silent until the test drives it.
 */
export type OpenScript = 'qr' | 'open' | 'expire' | 'none';
/**
 * A ProtocolDriver for HTTP-plumbing tests (decisions.md: the adapter contract suite, never the only test of a
 * WhatsApp operation). It drives the connection lifecycle (QR, pairing code, open, close) under the test's
 * control, and records sends (with media read to bytes) and chat changes so the suite can check what each adapter hands the
 * engine; every other WhatsApp operation rejects, so no test can pass by talking to this fake. It implements
 * the port's types facet by facet, so a facet that gains an operation does not compile here until the fake
 * says what it does with it.
 */
export declare class FakeDriver implements ProtocolDriver {
    #private;
    /** Session ids in the order their connections were opened. */
    readonly opened: string[];
    /** How the next connection of `sessionId` behaves once open. */
    script(sessionId: string, script: OpenScript): this;
    /** What `requestPairingCode` answers (a code, or a rejection for failure paths). */
    pairingCodes(answer: (phoneNumber: string) => Promise<string>): this;
    /** The latest connection of a session, to drive it (pair, drop) from a test. */
    connection(sessionId: string): FakeConnection;
    open(options: OpenOptions): Promise<ProtocolConnection>;
}
export declare class FakeConnection implements ProtocolConnection {
    #private;
    readonly sessionId: string;
    readonly pairingRequests: string[];
    /** What the engine asked to send, media streams read into `bytes`. Nothing is delivered anywhere. */
    readonly sent: {
        jid: string;
        content: Record<string, unknown>;
        options: SendOptions;
        bytes?: Buffer;
    }[];
    closed: CloseInfo | null;
    readonly messages: MessagesPort;
    /** Group operations reach no WhatsApp here: each answers as a server that cannot be reached would. */
    readonly groups: GroupsPort;
    readonly communities: CommunitiesPort;
    readonly newsletters: NewslettersPort;
    /** Call signalling the engine asked for, in order; WhatsApp takes each at once here, and nothing rings anywhere. */
    readonly callSignals: {
        action: 'offer' | 'accept' | 'reject' | 'terminate' | 'mute';
        callId: string;
        to: string;
        muted?: boolean;
        reason?: string;
    }[];
    readonly calls: CallsPort;
    /** Whether the phone has shared its app-state keys; a test clears it for the 409 a session waiting for them answers. */
    appStateReady: boolean;
    /** The chat changes and stars the engine asked for, with the last message it named. Nothing reaches WhatsApp. */
    readonly chatChanges: ({
        chatJid: string;
        change: ChatChange;
        lastMessage: LastMessage | null;
    } | {
        star: StarTarget;
        starred: boolean;
    })[];
    readonly chats: ChatsPort;
    /** The numbers each number check asked about, in order; every one is answered as not on WhatsApp. */
    readonly numberChecks: string[][];
    readonly contacts: ContactsPort;
    readonly profile: ProfilePort;
    constructor(options: OpenOptions, pairing: (phoneNumber: string) => Promise<string>);
    /** Issues a QR; returns its text. */
    showQr(ttlMs?: number): string;
    /** The phone completed pairing (scan or code) and the connection opened. */
    pair(identity?: Partial<AccountIdentity>, method?: 'qr' | 'pairing_code'): void;
    /** A paired device logged in. */
    login(identity?: Partial<AccountIdentity>): void;
    /** The server ended the connection. */
    drop(kind: DisconnectKind, statusCode: number | null, message?: string): void;
    /** WhatsApp tells the connection something (a message, a receipt, a history sync...). */
    deliver(event: ProtocolEvent): void;
    /** WhatsApp delivers a `<call>` action (a peer's offer, accept, hang-up...) to the session. */
    deliverCall(signal: CallSignal): void;
    /** The account's phone synced a contact of its address book (`name: null`: removed). */
    deliverContact(contact: SavedContact): void;
    requestPairingCode(phoneNumber: string): Promise<string>;
    logout(): Promise<void>;
    close(): Promise<void>;
}
