import { SERVER_JID } from '../jids.js';
/** `<iq type='result'>` answering `iq`, with its id */
export function iqResult(iq, content) {
    const node = { tag: 'iq', attrs: { from: SERVER_JID, type: 'result', id: iq.attrs.id ?? '' } };
    if (content)
        node.content = content;
    return node;
}
/** `<iq type='error'><error code text/></iq>`: the direct `<error>` child is what Baileys' assertNodeErrorFree reads */
export function iqError(iq, code, text) {
    return {
        tag: 'iq',
        attrs: { from: SERVER_JID, type: 'error', id: iq.attrs.id ?? '' },
        content: [{ tag: 'error', attrs: { code: String(code), text } }],
    };
}
//# sourceMappingURL=iq.js.map