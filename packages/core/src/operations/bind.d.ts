import { type OperationMethods, type OperationTable } from './operation.js';
import type { EngineServices } from './services.js';
/**
 * A domain's engine methods from its operation table: each validates its arguments with the operation's schemas
 * (the same `validation_failed` an HTTP caller gets) and then runs the operation, as the route does.
 */
export declare function bindOperations<T extends OperationTable>(services: EngineServices, table: T): OperationMethods<T>;
/**
 * A domain as the engine shows it: its operations, and the few members of its service an embedder also uses
 * (observers, waits, options), bound to the service.
 */
export declare function facade<T extends OperationTable, S extends object, K extends keyof S>(services: EngineServices, table: T, service: S, members: readonly K[]): OperationMethods<T> & Pick<S, K>;
