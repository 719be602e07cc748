/** Each operation is written with its schemas' own types; a table holds them with those types kept. */
export const defineOperation = (operation) => operation;
export const isPagedAnswer = (response) => 'page' in response;
/** The `:name` segments of a path, in order: the leading arguments of the engine method. */
export const pathParamNames = (path) => [...path.matchAll(/:(\w+)/g)].map(([, name]) => name);
//# sourceMappingURL=operation.js.map