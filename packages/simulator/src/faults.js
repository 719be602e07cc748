/** The failures a test can inject; the server consults this on every upgrade and every reply. */
export class FaultState {
    refuseUntil = 0;
    replyDelayMs = 0;
    /** a new window replaces the current one, so refuse(0) accepts connections again */
    refuse(ms) {
        this.refuseUntil = Date.now() + Math.max(0, ms);
    }
    get refusing() {
        return Date.now() < this.refuseUntil;
    }
}
//# sourceMappingURL=faults.js.map