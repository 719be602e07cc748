/**
 * One table from every inbound event type to its owner. Its type asks for every member of ProtocolEvent, so an
 * event a domain adds to the port without a handler does not compile.
 */
export const inboundRouter = (table) => (sessionId, event) => table[event.type](sessionId, event);
//# sourceMappingURL=inbound.js.map