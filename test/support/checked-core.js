import { fromFetchRequest, toFetchResponse } from '../../packages/core/src/http/adapter.js';
import { createApiHandler } from './checked-adapter.js';
export * from '../../packages/core/src/index.js';
export function createHandler(engine, options = {}) {
    const handle = createApiHandler(engine, options);
    return async (request) => toFetchResponse(await handle(fromFetchRequest(request)));
}
//# sourceMappingURL=checked-core.js.map