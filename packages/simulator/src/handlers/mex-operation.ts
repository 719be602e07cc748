import type { GroupRequest } from './group-request'

/** One GraphQL operation of w:mex, known by its doc id: it answers `{ data: { [path]: … } }` or refuses with a GroupError's code. */
export interface MexOperation {
  path: string
  run(request: GroupRequest, variables: Record<string, unknown>): unknown
}
