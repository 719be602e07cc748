import { protocolErrorOf } from './errors.js';
import { runMex } from './wire/mex.js';
/** One of Baileys' own functions; a refusal rejects with a ProtocolError that opens with `what`. */
export const baileysCall = async (what, run) => {
    try {
        return await run();
    }
    catch (error) {
        throw protocolErrorOf(error, what);
    }
};
/** A `w:g2` iq on the socket, for what Baileys has no function for or parses too little of; refused as baileysCall is. */
export const groupServerQuery = (socket) => (what, to, type, content) => baileysCall(what, () => socket.query({ tag: 'iq', attrs: { type, xmlns: 'w:g2', to }, content }));
/** A mex query of the table on the socket; a refusal rejects with a ProtocolError that opens with `what`. */
export const mexQuery = (socket, table) => async (what, name, variables) => {
    try {
        return await runMex((node) => socket.query(node), table, name, variables);
    }
    catch (error) {
        throw protocolErrorOf(error, what);
    }
};
//# sourceMappingURL=queries.js.map