import type { EngineContext } from '../context.js';
import type { DownloadedMediaResult } from '../messages/schema.js';
/** What `engine.media` runs on. */
export interface MediaService {
    download(sessionId: string, message: unknown, maxBytes: number): Promise<DownloadedMediaResult>;
}
/**
 * Media download (spec 4.8): decrypts the attachment of a received message, counting bytes as they
 * arrive and stopping at `maxBytes` with a 413, so nothing larger than the cap is ever held in memory.
 */
export declare function downloadMedia(context: EngineContext, sessionId: string, message: unknown, maxBytes: number): Promise<DownloadedMediaResult>;
