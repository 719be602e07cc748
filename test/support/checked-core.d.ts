import type { SessionEngine } from '../../packages/core/src/engine.js';
import type { FetchHandler, HandlerOptions } from '../../packages/core/src/http/handler.js';
export * from '../../packages/core/src/index.js';
export declare function createHandler(engine: SessionEngine, options?: HandlerOptions): FetchHandler;
