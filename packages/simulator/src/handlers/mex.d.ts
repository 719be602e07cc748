import type { Handler } from '../dispatch.js';
/**
 * xmlns='w:mex': `<query query_id>{"variables":…}</query>`, answered `<result>` with JSON bytes (Baileys
 * reads the content as a string; never `format='argo'`, which it cannot decode). An unknown doc id is
 * answered with a GraphQL error and reported as `unhandled-node`, like a node without a row.
 */
export declare const mexHandlers: readonly Handler[];
