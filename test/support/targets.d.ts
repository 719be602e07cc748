import { type Server } from 'node:http';
import { type HandlerOptions, type SessionEngine } from '@sessionkit/core';
import { type TestEngine } from './engine.js';
/** One way of serving the API; `fetch` takes a path under the server's origin (`/api/v1/sessions`). */
export interface Mounted {
    origin: string;
    fetch(path: string, init?: RequestInit & {
        duplex?: 'half';
    }): Promise<Response>;
    close(): Promise<void>;
}
export interface Target {
    name: string;
    /** The reference every other target must match. */
    baseline?: boolean;
    /**
     * The handler is called with a Fetch Request and no server between: its URL has dot segments resolved, and no
     * raw bytes can be sent to it (`origin` is not listening).
     */
    fetchRequest?: boolean;
    /** A host framework around the API that sets `x-host: kept` on every response, before the API answers. */
    hostHeader?: boolean;
    /** Serves `engine` with the API mounted at `options.basePath`. */
    mount(engine: SessionEngine, options: HandlerOptions & {
        basePath: string;
    }): Promise<Mounted>;
}
export declare function closeServer(server: Server): Promise<void>;
/** Every target the contract suite runs on; the in-process handler is the baseline the others must match. */
export declare const targets: Target[];
/** A JSON client of a mounted API: `call(method, path, body?)` answers status, content type and the parsed body. */
export declare function jsonClient(api: () => Mounted, base: string, headers: Record<string, string>): (method: string, path: string, body?: unknown) => Promise<{
    status: number;
    type: string | null;
    body: Record<string, any>;
}>;
/** An engine served by `target`, holding every kind of id a route names: a connected session, a webhook, a delivery. */
export interface WalkedApi {
    t: TestEngine;
    api: Mounted;
    ids: {
        sessionId: string;
        webhookId: string;
        deliveryId: string;
    };
}
export declare function mountWithIds(target: Target, basePath: string, displayName: string): Promise<WalkedApi>;
