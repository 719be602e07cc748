import { EngineError } from '../errors.js';
import { StreamSlots } from '../event-stream/slots.js';
import { isPagedAnswer } from '../operations/operation.js';
import { validate } from '../operations/validation.js';
import { createAuthenticator } from './auth.js';
import { BodyAborted, declaresMultipart, parseBody } from './body.js';
import { ApiResponse, documentResponse } from './exchange.js';
import { fingerprintOf, hasIdempotencyRecord, idempotencyKeyHeader, runIdempotent } from './idempotency.js';
import { problemResponse, toProblem } from './problem.js';
import { createRouter } from './router.js';
import { refuseDotSegments } from './target.js';
/** What a 429 for uploads asks the client to wait: an upload in progress usually ends within seconds. */
const UPLOAD_RETRY_AFTER_SECONDS = 1;
/**
 * One HTTP pipeline for every API built on core (/api/v1 and the simulator's /sandbox/v1): the dot-segment
 * refusal, the base path, bearer auth, routing (405 with `Allow`), body parsing and validation, idempotency, the
 * session precheck, upload slots, Problem Details, HEAD and nosniff. It never throws and never answers a client's
 * input with a 500.
 */
export function createPipeline(options) {
    const basePath = options.basePath.replace(/\/+$/, '');
    const uploads = new StreamSlots(Math.max(1, options.uploadsPerKey));
    const authenticate = createAuthenticator(options.apiKeys);
    const router = createRouter(basePath, options.routes);
    const errorResponse = (error, instance) => {
        const problem = options.problemOf?.(error, instance) ?? toProblem(error, instance || undefined);
        options.reword?.(problem);
        if (problem.status >= 500 || error instanceof BodyAborted)
            options.onError?.(error, instance);
        const headers = {};
        if (typeof problem.retryAfterSeconds === 'number')
            headers['retry-after'] = String(problem.retryAfterSeconds);
        if (problem.code === 'unauthorized')
            headers['www-authenticate'] = 'Bearer realm="sessionkit"';
        if (problem.code === 'method_not_allowed')
            headers.allow = problem.allow.join(', ');
        return problemResponse(problem, headers);
    };
    const runRoute = async (route, request, url, matchedParams, apiKey) => {
        const params = route.params ? validate(route.params, matchedParams, 'path') : matchedParams;
        const query = route.query ? validate(route.query, queryObject(url), 'query') : undefined;
        const sessionId = params.sessionId ?? '';
        const idempotencyKey = route.idempotent && options.idempotency ? request.header(idempotencyKeyHeader) : null;
        const scope = { apiKey, sessionId, key: idempotencyKey ?? '' };
        const idempotency = idempotencyKey === null ? undefined : options.idempotency();
        // Refused before a byte of the body is read when the body cannot change the answer: no upload is
        // buffered for a session that cannot send it.
        if (route.session === 'connected' &&
            (idempotency === undefined || !(await hasIdempotencyRecord(idempotency.records, scope))))
            options.requireSession?.(sessionId);
        const release = route.multipart && declaresMultipart(request) ? takeUploadSlot(uploads, apiKey) : undefined;
        let parsed;
        try {
            let body;
            if (route.body) {
                parsed = await parseBody(request, options.limits, route.multipart !== undefined);
                // valibot's object schemas take an array for an object, so `[]` would pass for a body of optional fields.
                if (parsed.kind === 'json' &&
                    (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value))) {
                    throw new EngineError('validation_failed', 'Invalid body: must be a JSON object.', {
                        errors: [{ path: '', message: 'must be a JSON object' }],
                    });
                }
                const raw = parsed.kind === 'form'
                    ? await route.multipart(parsed.form, params)
                    : parsed.kind === 'json'
                        ? parsed.value
                        : {};
                body = validate(route.body, raw, 'body');
            }
            const execute = async () => {
                // Object.assign, not a spread of the host's context: the spread cost ~5 µs a GET (twice the whole handler).
                const context = Object.assign({ params, query, body, request, apiKey }, options.context);
                const result = await route.run(context);
                if (result instanceof ApiResponse)
                    return result;
                if (route.response && isPagedAnswer(route.response))
                    return pageResponse(route, url, result);
                return documentResponse(route.status ?? 200, JSON.stringify({ data: result }));
            };
            if (idempotency === undefined)
                return await execute();
            return await runIdempotent(idempotency.records, { ttlMs: idempotency.ttlMs, leaseMs: idempotency.leaseMs }, { ...scope, fingerprint: fingerprintOf(request.method, url.pathname, body), now: idempotency.now }, () => execute().catch((error) => errorResponse(error, url.pathname)));
        }
        finally {
            release?.();
            if (parsed?.kind === 'form')
                await parsed.dispose();
        }
    };
    return async (request) => {
        const startedAt = performance.now();
        // HEAD is GET without the body (RFC 9110 9.3.2): the same route, status and headers.
        const head = request.method === 'HEAD';
        let route;
        let pathname = '';
        let response;
        let aborted = false;
        try {
            refuseDotSegments(request.target);
            const url = new URL(request.url);
            pathname = url.pathname;
            if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
                throw new EngineError('route_not_found', `No route ${pathname}; the API lives under ${basePath}.`);
            }
            const apiKey = authenticate(request.header('authorization'));
            const matched = router.match(head ? 'GET' : request.method, pathname);
            if (!matched) {
                const allowed = router.allowed(pathname);
                if (allowed.length === 0)
                    throw new EngineError('route_not_found', `No route ${request.method} ${pathname}.`);
                throw new EngineError('method_not_allowed', `${request.method} is not allowed on ${pathname}; use ${allowed.join(', ')}.`, { extra: { allow: allowed } });
            }
            route = matched.route;
            response = await runRoute(matched.route, request, url, matched.params, apiKey);
        }
        catch (error) {
            aborted = error instanceof BodyAborted;
            response = errorResponse(error, pathname);
        }
        options.onAnswer?.(aborted ? 'aborted' : response.status, request, route, startedAt);
        return head ? withoutBody(response) : response;
    };
}
/** The response to a HEAD: a document keeps its length, a stream is cancelled unread. */
function withoutBody(response) {
    const { body } = response;
    if (body === null)
        return response;
    if (typeof body !== 'string') {
        void body.cancel().catch(() => undefined);
        return new ApiResponse(response.status, response.headers, null);
    }
    return new ApiResponse(response.status, { ...response.headers, 'content-length': String(Buffer.byteLength(body)) }, null);
}
/** One of the key's upload slots, held until the request is answered; a 429 when all are taken. */
function takeUploadSlot(uploads, apiKey) {
    const release = uploads.take(apiKey);
    if (release)
        return release;
    throw new EngineError('rate_limited', `This API key already has ${uploads.perKey} uploads in progress; retry when one has finished.`, { extra: { limit: uploads.perKey, retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS } });
}
/** A paged list's answer; a GET gets a `Link` to the next page (a POST list's next page needs its body, so only `nextCursor`). */
function pageResponse(route, url, page) {
    const json = JSON.stringify({ data: page.items, nextCursor: page.nextCursor });
    if (route.method !== 'GET' || page.nextCursor === null)
        return documentResponse(route.status ?? 200, json);
    const next = new URL(url);
    next.searchParams.set('cursor', page.nextCursor);
    return documentResponse(route.status ?? 200, json, undefined, {
        link: `<${next.pathname}${next.search}>; rel="next"`,
    });
}
function queryObject(url) {
    const query = {};
    for (const [name, value] of url.searchParams) {
        const previous = query[name];
        query[name] = previous === undefined ? value : [].concat(previous, value);
    }
    return query;
}
//# sourceMappingURL=pipeline.js.map