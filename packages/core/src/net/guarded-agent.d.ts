import http from 'node:http';
import https from 'node:https';
import { type Resolver } from './address-guard.js';
export interface ConnectionGuard {
    /** The operator's switch (`allowPrivateNetwork`): connections to private and loopback addresses are allowed. */
    allowPrivateNetwork: boolean;
    /** Name resolution, replaceable in tests (default: the system's, like any Node connection). */
    resolve?: Resolver;
}
export interface GuardedAgents {
    http: http.Agent;
    https: https.Agent;
}
/** An http and an https agent whose every connection passes the private-network guard. */
export declare function guardedAgents(guard: ConnectionGuard, options?: http.AgentOptions): GuardedAgents;
