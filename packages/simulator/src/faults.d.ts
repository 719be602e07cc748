/** The failures a test can inject; the server consults this on every upgrade and every reply. */
export declare class FaultState {
    private refuseUntil;
    replyDelayMs: number;
    /** a new window replaces the current one, so refuse(0) accepts connections again */
    refuse(ms: number): void;
    get refusing(): boolean;
}
export interface Faults {
    /** closes the sockets abruptly (no close frame), like a network failure */
    dropConnections(phoneNumber?: string): void;
    /** sends `<stream:error code=…/>` and closes; default 503 */
    streamError(phoneNumber?: string, code?: number): void;
    /** resets new WebSocket upgrades for `ms` milliseconds; 0 ends a refusal */
    refuseConnections(ms: number): void;
    /** delays every node the server sends by `ms` (0 turns it off) */
    delayReplies(ms: number): void;
    /**
     * makes media links expire: the host answers 410 for the blob at `directPath`, or for every blob stored so
     * far; a phone's re-upload (media retry) gives the attachment a new link
     */
    expireMedia(directPath?: string): void;
}
