import * as v from 'valibot';
import { type SandboxRoute } from './route.js';
export declare const MAX_BASE64_CHARS: number;
export declare const BASE64: RegExp;
export declare const text: (max: number) => v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.NonEmptyAction<string, undefined>, v.MaxLengthAction<string, number, undefined>]>;
/** What a phone sends and receives: messages, attachments, read receipts. */
export declare const messageRoutes: SandboxRoute[];
