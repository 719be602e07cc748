import type { SessionEngine } from '../../packages/core/src/engine.js';
import type { HandlerOptions } from '../../packages/core/src/http/handler.js';
import { type ApiHandler } from '../../packages/core/src/http/adapter.js';
export * from '../../packages/core/src/http/adapter.js';
export declare const createApiHandler: (engine: SessionEngine, options?: HandlerOptions) => ApiHandler;
