import { getAllBinaryNodeChildren, getBinaryNodeChild } from '@whiskeysockets/baileys';
/**
 * Stanzas Baileys handles without telling its user enough: the server's ack of a message, stream errors,
 * login failures and error iqs. Their layout is Baileys' own (Socket/socket.js, messages-recv.js), which every
 * WhatsApp server the engine met sends.
 */
/** `<ack class="message" id=… t=… error=…>`: the server took the message, or refused it with a code. */
export function parseMessageAck(node) {
    if (!node.attrs.id)
        return null;
    return {
        id: node.attrs.id,
        error: node.attrs.error ? Number(node.attrs.error) || 0 : null,
        at: Number(node.attrs.t) ? Number(node.attrs.t) * 1000 : null,
    };
}
/** `<stream:error code=…><conflict type=…/></stream:error>`: why the server is ending the stream. */
export function parseStreamError(node) {
    const code = Number(node.attrs.code);
    const child = getAllBinaryNodeChildren(node)[0];
    const reason = child
        ? [child.tag, child.attrs.type].filter(Boolean).join(':')
        : `stream error ${node.attrs.code ?? ''}`.trim();
    return { statusCode: Number.isFinite(code) ? code : 500, reason };
}
/** `<failure reason=… location=…>`: the server refused the login. */
export function parseFailure(node) {
    return {
        statusCode: Number(node.attrs.reason) || 500,
        reason: node.attrs.location ? `failure at ${node.attrs.location}` : 'failure',
    };
}
/** `<iq type="error"><error code=… text=…/></iq>`, or an `<ack error=…>` of any other class. */
export function parseStanzaError(node) {
    if (node.tag === 'ack') {
        if (!node.attrs.error)
            return null;
        return {
            tag: `ack:${node.attrs.class ?? 'unknown'}`,
            id: node.attrs.id ?? null,
            code: Number(node.attrs.error) || null,
            text: node.attrs.type ?? null,
        };
    }
    const error = getBinaryNodeChild(node, 'error');
    return {
        tag: node.tag,
        id: node.attrs.id ?? null,
        code: error ? Number(error.attrs.code) || null : null,
        text: error?.attrs.text ?? null,
    };
}
//# sourceMappingURL=stanzas.js.map