import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isPrivateAddress, privateAddressError } from './address-guard.js';
/**
 * Checks the address of every connection at the moment it is opened. A name goes through `guardedLookup`,
 * whose checked answer is the address Node then connects to; an IP literal gets no lookup from Node at all,
 * so it is checked here. Both halves run per connection, not per URL, so a webhook stored while private
 * addresses were allowed is refused once they are not, and a redirect or a second resolution cannot slip past.
 */
function refusal(guard, host) {
    if (guard.allowPrivateNetwork || !host)
        return null;
    const bare = host.replace(/^\[|\]$/g, '');
    return isIP(bare) && isPrivateAddress(bare) ? privateAddressError(`${bare} is a private or loopback address`) : null;
}
/** Puts both halves in front of the agent's own connect (net's for http, tls's for https). */
function guarded(agent, guard) {
    const lookup = guardedLookup(guard.allowPrivateNetwork, guard.resolve);
    const connect = agent.createConnection.bind(agent);
    agent.createConnection = ((options, callback) => {
        const refused = refusal(guard, options.host);
        if (refused)
            return void callback(refused, undefined);
        return connect({ ...options, lookup }, callback);
    });
    return agent;
}
/** An http and an https agent whose every connection passes the private-network guard. */
export function guardedAgents(guard, options = {}) {
    return { http: guarded(new http.Agent(options), guard), https: guarded(new https.Agent(options), guard) };
}
//# sourceMappingURL=guarded-agent.js.map