import { Accounts } from './accounts.js';
import { AppState } from './app-state.js';
import { Calls } from './calls.js';
import { seedCatalogue } from './channel-catalogue.js';
import { Channels } from './channels.js';
import { Groups } from './groups.js';
import { RelayedMessages } from './messages.js';
import { PresenceSubscriptions } from './presence.js';
/** The server's records, one store per role: plain data, no sockets and no phones. */
export class ServerState {
    clock;
    ids;
    accounts = new Accounts();
    messages = new RelayedMessages();
    groups;
    channels;
    appState = new AppState();
    calls = new Calls();
    presence = new PresenceSubscriptions();
    /** `channelCatalogue`: seed the channel directory with the catalogue (ids drawn from a seed of their own) */
    constructor(clock, ids, channelCatalogue = true) {
        this.clock = clock;
        this.ids = ids;
        this.groups = new Groups(clock, ids);
        this.channels = new Channels(clock, ids);
        if (channelCatalogue)
            seedCatalogue(this.channels, ids.derive('channel-catalogue'), clock.now());
    }
}
//# sourceMappingURL=state.js.map