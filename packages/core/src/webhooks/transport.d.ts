export interface PostResult {
    statusCode: number;
}
/**
 * Keep-alive connections for one webhook: its own pool, sized to its concurrency, so a receiver that holds
 * connections open cannot starve another's. Every connection passes the private-network guard when it is
 * opened (a name that later resolves inside, or an IP literal stored while private addresses were allowed, is
 * refused then, not only at registration).
 */
export declare class WebhookTransport {
    #private;
    constructor(options: {
        maxSockets: number;
        allowPrivateNetwork: boolean;
    });
    /**
     * POSTs the body and resolves with the status once the response has ended (its body is discarded: only the
     * status counts). Rejects on network errors and when `timeoutMs` passes before the response ends.
     */
    post(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<PostResult>;
    close(): void;
}
