import { ProtocolError, type ProtocolErrorKind } from '../port.js';
/** WhatsApp's status codes (iq errors, error acks, Baileys' Boom codes) -> the port's error kinds. */
export declare function kindOfStatus(statusCode: number | null): ProtocolErrorKind;
/**
 * The status code Baileys put on a thrown error, when it did. An error iq's code travels in the Boom's `data`
 * (`assertNodeErrorFree`), whose own status is then a generic 500; other failures carry theirs as the status.
 */
export declare function statusOf(error: unknown): number | null;
/** Any error a Baileys call threw -> a ProtocolError whose kind comes from WhatsApp's code. */
export declare function protocolErrorOf(error: unknown, what: string, options?: {
    messageId?: string;
}): ProtocolError;
