/** The iqs the server sent a client and waits on, answered by the client's result or error with the same id. */
export class PendingRequests {
    waiting = new Map();
    send(client, node) {
        const id = node.attrs.id;
        return new Promise((resolve, reject) => {
            this.waiting.set(`${client.id}:${id}`, { client, resolve, reject });
            client.send(node);
        });
    }
    /** resolves the request `reply` answers; false when the server asked nothing with its id */
    settle(client, reply) {
        const key = `${client.id}:${reply.attrs.id}`;
        const waiter = this.waiting.get(key);
        if (!waiter)
            return false;
        this.waiting.delete(key);
        waiter.resolve(reply);
        return true;
    }
    abandon(client) {
        for (const [key, waiter] of this.waiting) {
            if (waiter.client !== client)
                continue;
            this.waiting.delete(key);
            waiter.reject(new Error('the connection closed before answering'));
        }
    }
}
//# sourceMappingURL=requests.js.map