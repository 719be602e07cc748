import { type Logger } from 'pino';
export type { Logger };
/** The engine's default logger: structured, and redacting anything that looks like a credential. */
export declare const createLogger: (level?: string) => Logger;
