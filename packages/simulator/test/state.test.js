import { describe, expect, it } from 'vitest';
import { startSimulator } from '../src/index.js';
import { Account } from '../src/state/accounts.js';
import { SeededIds } from '../src/state/clock.js';
import { ServerState } from '../src/state/state.js';
describe('server state', () => {
    it('gives the same ids for the same seed, stamped with the injected clock', () => {
        const clock = { now: () => Date.UTC(2030, 0, 1) };
        const records = (seed) => {
            const state = new ServerState(clock, new SeededIds(seed));
            const owner = new Account('15550008001');
            const group = state.groups.create(owner, 'Team', 'lid');
            const channel = state.channels.create({ name: 'News', owner });
            return {
                group: group.id,
                channel: channel.id,
                creation: group.creation,
                admin: group.members.get(owner),
                stanza: state.ids.next('sim'),
            };
        };
        const first = records('seed-a');
        expect(first).toEqual(records('seed-a'));
        expect(first.group).toMatch(/^120363\d{12}$/);
        expect(first.creation).toBe(Date.UTC(2030, 0, 1));
        expect(first.admin).toBe('superadmin');
        expect(records('seed-b').group).not.toBe(first.group);
    });
    it('lists the channels an account follows in the order it followed them, an owned one from its creation', () => {
        let now = Date.UTC(2030, 0, 1);
        const state = new ServerState({ now: () => now }, new SeededIds('follow-order'), false);
        const account = new Account('15550008003');
        const older = state.channels.create({ name: 'Older' });
        const newer = state.channels.create({ name: 'Newer' });
        now += 1000;
        state.channels.create({ name: 'Owned', owner: account });
        now += 1000;
        state.channels.follow(newer, account);
        now += 1000;
        state.channels.follow(older, account);
        expect(state.channels.subscribed(account).map((c) => c.name)).toEqual(['Owned', 'Newer', 'Older']);
    });
    it('links devices at the time of the clock it was given', async () => {
        const linkedAt = Date.UTC(2030, 5, 1, 12);
        const sim = await startSimulator({ clock: { now: () => linkedAt } });
        const phone = await sim.createPhone('15550008002');
        await phone.createLinkedCreds();
        expect(phone.linkedDevices().map((d) => d.linkedAt.getTime())).toEqual([linkedAt]);
        await sim.close();
    });
});
//# sourceMappingURL=state.test.js.map