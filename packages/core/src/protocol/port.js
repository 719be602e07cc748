/** A protocol call that failed, with the close that caused it when there was one. */
export class ProtocolError extends Error {
    kind;
    close;
    statusCode;
    /** The id of the message the call was about, when one had been given (a send that failed after its id was made). */
    messageId;
    constructor(message, options) {
        super(message, { cause: options.cause });
        this.name = 'ProtocolError';
        this.kind = options.kind;
        this.close = options.close ?? null;
        this.statusCode = options.statusCode ?? options.close?.statusCode ?? null;
        this.messageId = options.messageId ?? null;
    }
}
//# sourceMappingURL=port.js.map