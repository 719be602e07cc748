import { SERVER_JID } from './jids.js';
import { iqError } from './server/iq.js';
function firstChild(node) {
    return Array.isArray(node.content) ? node.content[0]?.tag : undefined;
}
function matches(handler, node) {
    return (handler.tag === node.tag &&
        (handler.xmlns === undefined || handler.xmlns === node.attrs.xmlns) &&
        (handler.type === undefined || handler.type === node.attrs.type) &&
        (handler.child === undefined || handler.child === firstChild(node)));
}
/**
 * WhatsApp's answer to a node it has no handler for: an error iq for an iq, an ack with the error for
 * another stanza with an id (Baileys' query() resolves on any frame with its id). Each is reported as an
 * `unhandled-node` event, so a test sees what the server did not understand.
 */
export function refuse(server, client, node) {
    const { id, type } = node.attrs;
    if (node.tag === 'iq' && id && (type === 'get' || type === 'set'))
        client.send(iqError(node, 501, 'feature-not-implemented'));
    else if (node.tag !== 'iq' && id)
        client.send({ tag: 'ack', attrs: { id, class: node.tag, from: node.attrs.to ?? SERVER_JID, error: '501' } });
    server.logger.debug({ tag: node.tag, attrs: node.attrs, child: firstChild(node) }, 'unhandled node');
    server.events.emit('unhandled-node', {
        connectionId: client.id,
        phoneNumber: client.device?.account.phoneNumber,
        node,
    });
}
/** Every node a client sends goes through one table, checked in order: the first matching row handles it. */
export class Dispatcher {
    table;
    constructor(table) {
        this.table = table;
    }
    async dispatch(server, client, node) {
        const handler = this.table.find((h) => matches(h, node));
        if (!handler)
            return refuse(server, client, node);
        if (!handler.anonymous && !client.device) {
            // stanzas of a connection that has not logged in are not read; its iqs are told why
            if (node.tag === 'iq')
                client.send(iqError(node, 401, 'not-authorized'));
            return;
        }
        await handler.handle(server, client, node);
    }
}
//# sourceMappingURL=dispatch.js.map