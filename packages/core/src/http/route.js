import { servicesOf } from '../operations/services.js';
export { isPagedAnswer } from '../operations/operation.js';
/**
 * Each route is written with its schemas' own types: the handler sees the output types of params, query and
 * body, and must answer what the response schema describes. The table holds them as `Route`, where the
 * handler's types are erased; the pipeline (handler.ts) validates its inputs with the same schemas first.
 */
export const defineRoute = (route) => route;
export const isRawAnswer = (response) => 'contentType' in response;
/**
 * The routes of an operation table: each validates its request with the operation's schemas (the pipeline does,
 * handler.ts) and runs the operation on the services of the engine it serves.
 */
export const operationRoutes = (table) => Object.values(table).map((operation) => ({
    ...operation,
    run: ({ engine, params, query, body }) => operation.run(servicesOf(engine), { params, query, body }),
}));
//# sourceMappingURL=route.js.map