import type { EngineContext } from '../context.js';
import type { PictureInput } from './schema.js';
/** A picture's bytes: the upload, or `mediaUrl` through the guarded fetch (its limits, its Problems). */
export declare function pictureBytes(context: EngineContext, input: PictureInput): Promise<Buffer>;
