/**
 * A client's result or error for an iq the server sent (pair-device, pair-success): it settles the
 * server's request with that id, if the server waits on one.
 */
export const replyHandlers = [
    { tag: 'iq', type: 'result', anonymous: true, handle: (server, client, node) => void server.settle(client, node) },
    { tag: 'iq', type: 'error', anonymous: true, handle: (server, client, node) => void server.settle(client, node) },
];
//# sourceMappingURL=replies.js.map