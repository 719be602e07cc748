import { getBinaryNodeChild } from '@whiskeysockets/baileys';
import { textOf } from '../nodes.js';
import { GroupError, GroupRequest } from './group-request.js';
import { mexChannelOperations } from './mex-channels.js';
import { mexCommunityOperations } from './mex-communities.js';
import { mexGroupOperations } from './mex-groups.js';
const operations = new Map(Object.entries({ ...mexGroupOperations, ...mexCommunityOperations, ...mexChannelOperations }));
/** a refusal: the operation's path is null (when known) and `errors[0]` says why, as WhatsApp's GraphQL answers */
const graphqlError = (message, code, path) => ({
    ...(path ? { data: { [path]: null } } : {}),
    errors: [{ message, extensions: { error_code: code, is_retryable: false, severity: 'CRITICAL' } }],
});
/**
 * xmlns='w:mex': `<query query_id>{"variables":…}</query>`, answered `<result>` with JSON bytes (Baileys
 * reads the content as a string; never `format='argo'`, which it cannot decode). An unknown doc id is
 * answered with a GraphQL error and reported as `unhandled-node`, like a node without a row.
 */
export const mexHandlers = [
    {
        tag: 'iq',
        xmlns: 'w:mex',
        handle(server, client, iq) {
            const query = getBinaryNodeChild(iq, 'query');
            const operation = operations.get(query?.attrs.query_id ?? '');
            const request = new GroupRequest(server, iq, client.device);
            let body;
            if (!operation) {
                server.events.emit('unhandled-node', {
                    connectionId: client.id,
                    phoneNumber: client.device?.account.phoneNumber,
                    node: iq,
                });
                body = graphqlError('unknown query', 400);
            }
            else {
                try {
                    const parsed = JSON.parse(textOf(query) ?? '{}');
                    body = { data: { [operation.path]: operation.run(request, parsed.variables ?? {}) } };
                }
                catch (err) {
                    if (err instanceof SyntaxError)
                        body = graphqlError('malformed query', 400);
                    else if (err instanceof GroupError)
                        body = graphqlError(err.text, err.code, operation.path);
                    else
                        throw err;
                }
            }
            client.send(request.answer([{ tag: 'result', attrs: {}, content: Buffer.from(JSON.stringify(body), 'utf8') }]));
            request.flush();
        },
    },
];
//# sourceMappingURL=mex.js.map