import { createPipeline, fromFetchRequest, problemBody, toFetchResponse, } from '@sessionkit/core/adapter';
import { faultRoutes } from './faults.js';
import { callRoutes } from './calls.js';
import { channelRoutes } from './channels.js';
import { chatRoutes } from './chats.js';
import { communityRoutes } from './communities.js';
import { groupRoutes } from './groups.js';
import { historyRoutes } from './history.js';
import { MAX_BASE64_CHARS, messageRoutes } from './messages.js';
import { phoneRoutes } from './phones.js';
import { profileRoutes } from './profile.js';
import { sandboxProblemCodes, SandboxError } from './problems.js';
const LINK_WAIT_MS = 5_000;
/** a body carries at most one attachment of 64 MiB, base64-encoded, and its few other fields */
const MAX_BODY_BYTES = MAX_BASE64_CHARS + 64 * 1024;
/** The route table of /sandbox/v1. */
export const sandboxRoutes = [
    ...phoneRoutes,
    ...profileRoutes,
    ...messageRoutes,
    ...historyRoutes,
    ...groupRoutes,
    ...communityRoutes,
    ...callRoutes,
    ...faultRoutes,
    ...channelRoutes,
    ...chatRoutes,
];
const sandboxProblem = (error, instance) => error instanceof SandboxError
    ? problemBody(error.code, sandboxProblemCodes[error.code], error.message, { instance })
    : undefined;
/**
 * The sandbox control API on core's HTTP pipeline, as /api/v1 is: create virtual phones, link companions to them
 * by code or QR, send and read their messages, run their groups, log devices out, and inject faults. Serve it
 * with the API's own adapters (`createApiListener` of `@sessionkit/node`).
 */
export function createSandboxApiHandler(sim, options) {
    return createPipeline({
        basePath: options.basePath ?? '/sandbox/v1',
        routes: sandboxRoutes,
        apiKeys: options.apiKeys,
        context: { sim, linkWaitMs: options.linkWaitMs ?? LINK_WAIT_MS },
        limits: { maxBodyBytes: MAX_BODY_BYTES, maxUploadBytes: MAX_BODY_BYTES },
        // no sandbox route takes multipart
        uploadsPerKey: 1,
        problemOf: sandboxProblem,
    });
}
/** The same handler for Fetch-speaking hosts and tests: `(Request) => Promise<Response>`. */
export function createSandboxHandler(sim, options) {
    const handle = createSandboxApiHandler(sim, options);
    return async (request) => toFetchResponse(await handle(fromFetchRequest(request)));
}
//# sourceMappingURL=handler.js.map