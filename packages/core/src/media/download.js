import { EngineError } from '../errors.js';
import { onConnection } from '../upstream-errors.js';
/**
 * Media download (spec 4.8): decrypts the attachment of a received message, counting bytes as they
 * arrive and stopping at `maxBytes` with a 413, so nothing larger than the cap is ever held in memory.
 */
export async function downloadMedia(context, sessionId, message, maxBytes) {
    const media = await onConnection(context, sessionId, 'media', 'The media could not be downloaded', (connection) => connection.messages.downloadMedia(message));
    const tooLarge = () => new EngineError('media_too_large', `The attachment is larger than maxBytes (${maxBytes} bytes).`, {
        extra: { maxBytes, fileLength: media.fileLength },
    });
    if (media.fileLength !== null && media.fileLength > maxBytes) {
        media.stream.destroy();
        throw tooLarge();
    }
    const chunks = [];
    let size = 0;
    try {
        for await (const chunk of media.stream) {
            size += chunk.length;
            if (size > maxBytes) {
                media.stream.destroy();
                throw tooLarge();
            }
            chunks.push(chunk);
        }
    }
    catch (error) {
        if (error instanceof EngineError)
            throw error;
        throw new EngineError('upstream_failed', `The media download failed: ${error.message}`);
    }
    const bytes = Buffer.concat(chunks, size);
    return {
        mediaType: media.mediaType,
        mimetype: media.mimetype,
        fileLength: media.fileLength ?? size,
        sizeBytes: size,
        base64: bytes.toString('base64'),
    };
}
//# sourceMappingURL=download.js.map