export class Calls {
    byId = new Map();
    /** issuer → holder → the token the issuer gave the holder */
    tokens = new Map();
    /** accounts whose privacy lets only people they trust call them (`calladd=known`) */
    knownCallersOnly = new Set();
    offer(call) {
        const record = { ...call, state: 'ringing' };
        this.byId.set(call.id, record);
        return record;
    }
    get(id) {
        return id === undefined ? undefined : this.byId.get(id);
    }
    /** the call `account` is in (ringing or active, on either side): a new offer to it is answered busy */
    liveFor(account) {
        return [...this.byId.values()].find((c) => c.state !== 'ended' && (c.callee === account || c.caller.account === account));
    }
    accept(call) {
        call.state = 'active';
    }
    end(call) {
        call.state = 'ended';
    }
    issueToken(issuer, holder, token) {
        const issued = this.tokens.get(issuer) ?? new Map();
        issued.set(holder, token);
        this.tokens.set(issuer, issued);
    }
    /** the token `issuer` gave `holder`, if any */
    tokenFor(issuer, holder) {
        return this.tokens.get(issuer)?.get(holder);
    }
    setCallPrivacy(account, value) {
        if (value === 'known')
            this.knownCallersOnly.add(account);
        else
            this.knownCallersOnly.delete(account);
    }
    /** `calladd` as the account last set it: `known` when only callers it issued a token to may ring it */
    callPrivacy(account) {
        return this.knownCallersOnly.has(account) ? 'known' : 'all';
    }
}
//# sourceMappingURL=calls.js.map