import type * as v from 'valibot';
import type { MultipartForm } from '../media/upload.js';
import type { Scope } from '../operations/scope.js';
import type { Collection } from '../store/store.js';
import { type BodyLimits } from './body.js';
import { type ApiHandler, type ApiRequest } from './exchange.js';
import { type ProblemBody } from './problem.js';
/** What every route of a pipeline sees of its request, checked by its schemas; `C` adds what the routes run on. */
export interface RequestContext<P = unknown, Q = unknown, B = unknown> {
    params: P;
    query: Q;
    body: B;
    request: ApiRequest;
    /** The API key that authenticated the request (idempotency keys are scoped to it). */
    apiKey: string;
}
/**
 * What the pipeline reads of a route: where it lives, the schemas of its input, how it answers, and `run`, which
 * gets the request's checked input and `C` (the engine for /api/v1, the simulator for the sandbox). Without a
 * params schema, `run` gets the matched parameters as decoded strings.
 */
export interface PipelineRoute<C> {
    method: string;
    /** What an API key must hold to call it; a pipeline whose keys carry no scopes (the sandbox) declares none. */
    scope?: Scope;
    /** Relative to the base path; `:name` stands for one path segment. */
    path: string;
    params?: v.GenericSchema;
    query?: v.GenericSchema;
    body?: v.GenericSchema;
    /** Accepts `multipart/form-data`, turned into the JSON body's shape before validation. */
    multipart?: (form: MultipartForm, params: never) => unknown;
    /** Needs the `:sessionId` session connected, checked before the body is read (`PipelineOptions.requireSession`). */
    session?: 'connected';
    /** Honours `Idempotency-Key` (`PipelineOptions.idempotency`). */
    idempotent?: boolean;
    /** Status of a success (200 unless given). */
    status?: number;
    /** `{ page }` makes the answer a page of items; anything else answers `{ data }`. */
    response?: object;
    run(context: RequestContext<never, never, never> & C): unknown;
}
/** Where idempotent requests keep their records, and for how long. */
export interface IdempotencySetup {
    records: Collection;
    ttlMs: number;
    leaseMs: number;
    now: number;
}
export interface PipelineOptions<C, R extends PipelineRoute<C>> {
    /** Where the routes live (trailing slashes dropped). */
    basePath: string;
    routes: readonly R[];
    /** Bearer keys accepted; an empty list refuses every request. */
    apiKeys: readonly string[];
    /** What each route's `run` gets besides its request. */
    context: C;
    limits: BodyLimits;
    /** Multipart uploads one API key may have in progress at once; one more is a 429 `rate_limited`. */
    uploadsPerKey: number;
    /** The Problem for an error of the host's own (its own codes); undefined leaves it to core's mapping. */
    problemOf?(error: unknown, instance: string): ProblemBody<string> | undefined;
    /** Rewords a Problem for this host (`detail` in its words); called on each before it is answered. */
    reword?(problem: ProblemBody<string>): void;
    /** Throws when a `session: 'connected'` route's session is not connected. */
    requireSession?(sessionId: string): void;
    /** Records of idempotent requests; without it `Idempotency-Key` is ignored. */
    idempotency?(): IdempotencySetup;
    /** Told of each error answered with a 5xx, and of each client that left before its body arrived. */
    onError?(error: unknown, instance: string): void;
    /**
     * Told of every answer's status (`aborted` when the client left mid-body), its request, the route that took it
     * (undefined when none did) and when it arrived (`performance.now()`).
     */
    onAnswer?(status: number | 'aborted', request: ApiRequest, route: R | undefined, startedAt: number): void;
}
/**
 * One HTTP pipeline for every API built on core (/api/v1 and the simulator's /sandbox/v1): the dot-segment
 * refusal, the base path, bearer auth, routing (405 with `Allow`), body parsing and validation, idempotency, the
 * session precheck, upload slots, Problem Details, HEAD and nosniff. It never throws and never answers a client's
 * input with a 500.
 */
export declare function createPipeline<C, R extends PipelineRoute<C>>(options: PipelineOptions<C, R>): ApiHandler;
