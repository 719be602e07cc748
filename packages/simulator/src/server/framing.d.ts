export interface Intro {
    /** the 4-byte 'WA' header, which is also the Noise prologue */
    header: Buffer;
    routingInfo?: Buffer;
}
/**
 * Splits the client's byte stream into frames: an intro ('WA' v, or 'ED' routing info followed by
 * 'WA' v) once, then 3-byte big-endian length-prefixed frames. WebSocket messages may carry parts
 * of a frame or several frames, so bytes are buffered.
 */
export declare class FrameReader {
    private buffer;
    private intro?;
    push(data: Buffer): {
        intro?: Intro;
        frames: Buffer[];
    };
    private readIntro;
}
export declare function encodeFrame(body: Uint8Array): Buffer;
