const OFFLINE_QUEUE_LIMIT = 5_000;
/** The socket of each device, and the stanzas that wait for a device that is offline. */
export class Sockets {
    live = new Map();
    queued = new Map();
    /** makes `endpoint` the device's socket and returns the one it replaces */
    attach(device, endpoint) {
        const previous = this.live.get(device);
        this.live.set(device, endpoint);
        return previous === endpoint ? undefined : previous;
    }
    /** true when `endpoint` was the device's socket */
    detach(device, endpoint) {
        if (this.live.get(device) !== endpoint)
            return false;
        this.live.delete(device);
        return true;
    }
    of(device) {
        return this.live.get(device);
    }
    isConnected(device) {
        return !!this.live.get(device)?.isOpen;
    }
    /** to the live socket, or to the offline queue; nothing for a device that was removed */
    deliver(device, node) {
        if (device.account.devices.get(device.id) !== device)
            return;
        const endpoint = this.live.get(device);
        if (endpoint?.isOpen) {
            endpoint.send(node);
            return;
        }
        const queue = this.queued.get(device) ?? [];
        if (queue.length >= OFFLINE_QUEUE_LIMIT)
            queue.shift();
        queue.push(node);
        this.queued.set(device, queue);
    }
    takeOffline(device) {
        const queue = this.queued.get(device) ?? [];
        this.queued.delete(device);
        return queue;
    }
    /** a removed device: its socket and its queue go */
    forget(device) {
        this.live.delete(device);
        this.queued.delete(device);
    }
}
//# sourceMappingURL=sockets.js.map