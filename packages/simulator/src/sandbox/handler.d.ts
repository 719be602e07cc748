import { type ApiHandler } from '@sessionkit/core/adapter';
import type { Simulator } from '../simulator.js';
import type { SandboxRoute } from './route.js';
export interface SandboxHandlerOptions {
    /** any of these, as `Authorization: Bearer <key>` */
    apiKeys: string[];
    /** default '/sandbox/v1' */
    basePath?: string;
    /** how long a link by code waits for the companion's pairing-code request to arrive; default 5000 */
    linkWaitMs?: number;
}
/** The route table of /sandbox/v1. */
export declare const sandboxRoutes: readonly SandboxRoute[];
/**
 * The sandbox control API on core's HTTP pipeline, as /api/v1 is: create virtual phones, link companions to them
 * by code or QR, send and read their messages, run their groups, log devices out, and inject faults. Serve it
 * with the API's own adapters (`createApiListener` of `@sessionkit/node`).
 */
export declare function createSandboxApiHandler(sim: Simulator, options: SandboxHandlerOptions): ApiHandler;
/** The same handler for Fetch-speaking hosts and tests: `(Request) => Promise<Response>`. */
export declare function createSandboxHandler(sim: Simulator, options: SandboxHandlerOptions): (request: Request) => Promise<Response>;
