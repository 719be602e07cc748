import { type BinaryNode } from '@whiskeysockets/baileys';
/**
 * Stanzas Baileys handles without telling its user enough: the server's ack of a message, stream errors,
 * login failures and error iqs. Their layout is Baileys' own (Socket/socket.js, messages-recv.js), which every
 * WhatsApp server the engine met sends.
 */
/** `<ack class="message" id=… t=… error=…>`: the server took the message, or refused it with a code. */
export declare function parseMessageAck(node: BinaryNode): {
    id: string;
    error: number | null;
    at: number | null;
} | null;
/** `<stream:error code=…><conflict type=…/></stream:error>`: why the server is ending the stream. */
export declare function parseStreamError(node: BinaryNode): {
    statusCode: number;
    reason: string;
};
/** `<failure reason=… location=…>`: the server refused the login. */
export declare function parseFailure(node: BinaryNode): {
    statusCode: number;
    reason: string;
};
/** `<iq type="error"><error code=… text=…/></iq>`, or an `<ack error=…>` of any other class. */
export declare function parseStanzaError(node: BinaryNode): {
    tag: string;
    id: string | null;
    code: number | null;
    text: string | null;
} | null;
