import { type SandboxRoute } from './route.js';
/** the phone's operation; the server's refusal becomes the matching problem */
export declare function asPhone<T>(operation: () => Promise<T>): Promise<T>;
export declare const isGroupJid: (value: string) => boolean;
export declare function groupJidOf(raw: string | undefined): string;
/** Groups as a phone sees and runs them, and the server-side flags only WhatsApp sets. */
export declare const groupRoutes: SandboxRoute[];
