const WA_MAGIC = Buffer.from('WA');
const ED_MAGIC = Buffer.from('ED');
const WA_HEADER_LENGTH = 4;
/**
 * Splits the client's byte stream into frames: an intro ('WA' v, or 'ED' routing info followed by
 * 'WA' v) once, then 3-byte big-endian length-prefixed frames. WebSocket messages may carry parts
 * of a frame or several frames, so bytes are buffered.
 */
export class FrameReader {
    buffer = Buffer.alloc(0);
    intro;
    push(data) {
        this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
        let intro;
        if (!this.intro) {
            intro = this.readIntro();
            if (!intro)
                return { frames: [] };
            this.intro = intro;
        }
        const frames = [];
        while (this.buffer.length >= 3) {
            const size = this.buffer.readUIntBE(0, 3);
            if (this.buffer.length < size + 3)
                break;
            frames.push(this.buffer.subarray(3, size + 3));
            this.buffer = this.buffer.subarray(size + 3);
        }
        return intro ? { intro, frames } : { frames };
    }
    readIntro() {
        let offset = 0;
        let routingInfo;
        if (this.buffer.length >= 2 && this.buffer.subarray(0, 2).equals(ED_MAGIC)) {
            if (this.buffer.length < 7)
                return undefined;
            const length = this.buffer.readUIntBE(4, 3);
            if (this.buffer.length < 7 + length)
                return undefined;
            routingInfo = this.buffer.subarray(7, 7 + length);
            offset = 7 + length;
        }
        if (this.buffer.length < offset + WA_HEADER_LENGTH)
            return undefined;
        const header = this.buffer.subarray(offset, offset + WA_HEADER_LENGTH);
        if (!header.subarray(0, 2).equals(WA_MAGIC))
            throw new Error(`bad intro: ${header.toString('hex')}`);
        this.buffer = this.buffer.subarray(offset + WA_HEADER_LENGTH);
        return routingInfo ? { header: Buffer.from(header), routingInfo } : { header: Buffer.from(header) };
    }
}
export function encodeFrame(body) {
    const out = Buffer.allocUnsafe(3 + body.length);
    out.writeUIntBE(body.length, 0, 3);
    out.set(body, 3);
    return out;
}
//# sourceMappingURL=framing.js.map