import { createApiHandler as createUncheckedApiHandler } from '../../packages/core/src/http/adapter.js';
import { checkedHandler } from './response-drift.js';
export * from '../../packages/core/src/http/adapter.js';
export const createApiHandler = (engine, options = {}) => checkedHandler(createUncheckedApiHandler(engine, options), options.basePath);
//# sourceMappingURL=checked-adapter.js.map