import { type SandboxRoute } from './route.js';
/**
 * A phone's calls: place one, answer, refuse, end or mute it, and read the call log; who may call it (`calladd`)
 * and whom it trusts (issuing its trusted-contact token, which their offers must then carry). Signalling only.
 */
export declare const callRoutes: SandboxRoute[];
