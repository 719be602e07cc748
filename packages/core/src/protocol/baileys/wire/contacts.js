import { getBinaryNodeChild, getBinaryNodeChildren, S_WHATSAPP_NET } from '@whiskeysockets/baileys';
/**
 * The number check: one usync query asking, per phone number, whether it has an account (`contact`) and its LID
 * (`lid`). Baileys' `onWhatsApp` asks only `contact` and drops the numbers that are not on WhatsApp; asking for the
 * LID needs the query WhatsApp Web's ExistsJob sends, built here as whatsapp-rust builds it
 * (`wacore/src/iq/usync.rs`, `is_on_whatsapp_query` for `IsOnWhatsAppQueryType::Pn`, without its `business`
 * protocol, whose answer the check does not use): each user is `<user><contact>+<digits></contact></user>`.
 * Answers are read as whatsapp-rust (`IsOnWhatsAppSpec::parse_response`) and whatsmeow (`user.go` `IsOnWhatsApp`,
 * which also reads a LID-primary `jid` with the number in `pn_jid`) read them. Unverified against WhatsApp.
 */
const pnServer = S_WHATSAPP_NET;
/** The usync iq asking about `phoneNumbers` (E.164 digits); `sid` is the socket's next message tag. */
export function numberCheckQuery(phoneNumbers, sid) {
    return {
        tag: 'iq',
        attrs: { to: S_WHATSAPP_NET, type: 'get', xmlns: 'usync' },
        content: [
            {
                tag: 'usync',
                attrs: { sid, mode: 'query', context: 'interactive', last: 'true', index: '0' },
                content: [
                    {
                        tag: 'query',
                        attrs: {},
                        content: [
                            { tag: 'contact', attrs: {} },
                            { tag: 'lid', attrs: {} },
                        ],
                    },
                    {
                        tag: 'list',
                        attrs: {},
                        content: phoneNumbers.map((digits) => ({
                            tag: 'user',
                            attrs: {},
                            content: [{ tag: 'contact', attrs: {}, content: `+${digits}` }],
                        })),
                    },
                ],
            },
        ],
    };
}
const textOf = (node) => typeof node?.content === 'string'
    ? node.content
    : node?.content instanceof Uint8Array
        ? Buffer.from(node.content).toString('utf8')
        : null;
const digitsOf = (value) => {
    const match = /^\+?(\d+)(?::\d+)?(@s\.whatsapp\.net)?$/.exec(value ?? '');
    return match ? match[1] : null;
};
const errorCodeOf = (node) => {
    const error = getBinaryNodeChild(node, 'error');
    if (!error)
        return null;
    const code = Number(error.attrs.code);
    return Number.isInteger(code) ? code : 0;
};
/**
 * The answer's users. A `contact` error for the whole query (in `<result>`, whatsapp-rust `reject_result_errors`)
 * is the query's failure: it is returned as `failed` with its code.
 */
export function parseNumberCheck(iq) {
    const usync = getBinaryNodeChild(iq, 'usync');
    const failed = errorCodeOf(getBinaryNodeChild(getBinaryNodeChild(usync, 'result'), 'contact'));
    const rows = getBinaryNodeChildren(getBinaryNodeChild(usync, 'list'), 'user').map((user) => {
        const jid = user.attrs.jid ?? '';
        const pnJid = user.attrs.pn_jid ?? '';
        const contact = getBinaryNodeChild(user, 'contact');
        const lidNode = getBinaryNodeChild(user, 'lid');
        const errorCode = errorCodeOf(contact);
        const primaryIsLid = jid.endsWith('@lid');
        const exists = errorCode !== null ? null : contact ? contact.attrs.type === 'in' : primaryIsLid;
        const phoneNumber = digitsOf(pnJid) ?? (jid.endsWith(pnServer) ? digitsOf(jid) : null) ?? digitsOf(textOf(contact));
        const lid = primaryIsLid ? jid : lidNode?.attrs.val?.endsWith('@lid') ? lidNode.attrs.val : null;
        return {
            phoneNumber,
            exists,
            jid: exists && phoneNumber ? `${phoneNumber}${pnServer}` : null,
            lid: exists ? lid : null,
            errorCode,
        };
    });
    return { rows, failed };
}
//# sourceMappingURL=contacts.js.map