import type { GroupRequest } from './group-request.js';
/** One GraphQL operation of w:mex, known by its doc id: it answers `{ data: { [path]: … } }` or refuses with a GroupError's code. */
export interface MexOperation {
    path: string;
    run(request: GroupRequest, variables: Record<string, unknown>): unknown;
}
/** a variable read as an object: anything else reads as {}, so the operation refuses its missing fields by name */
export declare const record: (value: unknown) => Record<string, unknown>;
