import type { SessionEngine } from '../engine.js';
import { type ApiHandler } from './exchange.js';
/** Liveness: the process answers. Outside /api/v1 and without a key, since a kubelet sends no credential. */
export declare const livenessPath = "/healthz";
/** Readiness: the engine is started, its store answers and the restore of paired sessions is done. */
export declare const readinessPath = "/readyz";
export declare const isProbePath: (pathname: string) => boolean;
/**
 * The health probes of an engine as an API handler, for a server to route `isProbePath` requests to: `/healthz`
 * answers 200 while the process runs; `/readyz` answers 200 when `engine.readiness()` says ready, 503 otherwise,
 * with the checks in the body either way. GET and HEAD only; nothing is logged or counted as API usage.
 */
export declare function createProbeHandler(engine: SessionEngine): ApiHandler;
