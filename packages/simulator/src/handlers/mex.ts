import { getBinaryNodeChild } from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch.js'
import { textOf } from '../nodes.js'
import { GroupError, GroupRequest } from './group-request.js'
import { mexChannelAdminOperations } from './mex-channel-admin.js'
import { mexChannelOperations } from './mex-channels.js'
import { mexCommunityOperations } from './mex-communities.js'
import { mexGroupOperations } from './mex-groups.js'
import type { MexOperation } from './mex-operation.js'

const operations = new Map<string, MexOperation>(
  Object.entries({
    ...mexGroupOperations,
    ...mexCommunityOperations,
    ...mexChannelOperations,
    ...mexChannelAdminOperations,
  }),
)

/** a refusal: the operation's path is null (when known) and `errors[0]` says why, as WhatsApp's GraphQL answers */
const graphqlError = (message: string, code: number, path?: string) => ({
  ...(path ? { data: { [path]: null } } : {}),
  errors: [{ message, extensions: { error_code: code, is_retryable: false, severity: 'CRITICAL' } }],
})

/**
 * xmlns='w:mex': `<query query_id>{"variables":…}</query>`, answered `<result>` with JSON bytes (Baileys
 * reads the content as a string; never `format='argo'`, which it cannot decode). An unknown doc id is
 * answered with a GraphQL error and reported as `unhandled-node`, like a node without a row.
 */
export const mexHandlers: readonly Handler[] = [
  {
    tag: 'iq',
    xmlns: 'w:mex',
    handle(server, client, iq) {
      const query = getBinaryNodeChild(iq, 'query')
      const operation = operations.get(query?.attrs.query_id ?? '')
      const request = new GroupRequest(server, iq, client.device!)
      let body: unknown
      if (!operation) {
        server.events.emit('unhandled-node', {
          connectionId: client.id,
          phoneNumber: client.device?.account.phoneNumber,
          node: iq,
        })
        body = graphqlError('unknown query', 400)
      } else {
        try {
          const parsed = JSON.parse(textOf(query) ?? '{}') as { variables?: Record<string, unknown> }
          body = { data: { [operation.path]: operation.run(request, parsed.variables ?? {}) } }
        } catch (err) {
          if (err instanceof SyntaxError) body = graphqlError('malformed query', 400)
          else if (err instanceof GroupError) body = graphqlError(err.text, err.code, operation.path)
          else throw err
        }
      }
      client.send(request.answer([{ tag: 'result', attrs: {}, content: Buffer.from(JSON.stringify(body), 'utf8') }]))
      request.flush()
    },
  },
]
