import { Accounts } from './accounts.js';
import { AppState } from './app-state.js';
import { Calls } from './calls.js';
import { Channels } from './channels.js';
import type { Clock, SeededIds } from './clock.js';
import { Groups } from './groups.js';
import { RelayedMessages } from './messages.js';
import { PresenceSubscriptions } from './presence.js';
/** The server's records, one store per role: plain data, no sockets and no phones. */
export declare class ServerState {
    readonly clock: Clock;
    readonly ids: SeededIds;
    readonly accounts: Accounts;
    readonly messages: RelayedMessages;
    readonly groups: Groups;
    readonly channels: Channels;
    readonly appState: AppState;
    readonly calls: Calls;
    readonly presence: PresenceSubscriptions;
    /** `channelCatalogue`: seed the channel directory with the catalogue (ids drawn from a seed of their own) */
    constructor(clock: Clock, ids: SeededIds, channelCatalogue?: boolean);
}
