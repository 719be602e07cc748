import { type Readable } from 'node:stream';
/** ffmpeg on the PATH (or at `path`), looked up once at engine start: voice notes need Ogg/Opus. */
export declare function findFfmpeg(path?: string): string | null;
export declare const isOggOpus: (mimetype: string | null | undefined) => boolean;
/**
 * Streams any audio ffmpeg reads into mono 48 kHz Ogg/Opus, the format WhatsApp plays as a voice note.
 * A failed conversion errors the output stream, so the send fails instead of delivering silence.
 */
export declare function transcodeToOpus(ffmpeg: string, input: Readable): Readable;
