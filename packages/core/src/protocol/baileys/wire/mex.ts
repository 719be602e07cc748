/**
 * WhatsApp's GraphQL-style `mex` queries (`<iq xmlns="w:mex"><query query_id=…>`), every one the engine sends,
 * in one table: its name, WhatsApp's query id, and the path of its result in the answer. Query ids change when
 * WhatsApp ships a new client, so each can be overridden without a release (engine option
 * `protocol.mexQueryIds`). The domains add their queries to this table as they are built; each entry's comment
 * says which open client it was learned from and that it is unverified against WhatsApp.
 */
export interface MexQuery {
  /** WhatsApp's id of the persisted query. */
  queryId: string
  /** Where the result sits in the answer's JSON `data`. */
  resultPath: string
}

export const mexQueries = {} as const satisfies Record<string, MexQuery>

export type MexQueryName = keyof typeof mexQueries

/** The table with the operator's overrides applied; an override naming no known query is refused at start. */
export function resolveMexQueries(overrides: Record<string, string> = {}): Record<string, MexQuery> {
  const resolved: Record<string, MexQuery> = { ...mexQueries }
  for (const [name, queryId] of Object.entries(overrides)) {
    const query = resolved[name]
    if (!query) throw new Error(`protocol.mexQueryIds names "${name}", which is no mex query of this engine (known: ${Object.keys(mexQueries).join(', ') || 'none'}).`)
    resolved[name] = { ...query, queryId }
  }
  return resolved
}
