import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/index.js';
import { connect, endSocket, memoryAuthState, waitForOpen } from './helpers.js';
const GOLDEN = fileURLToPath(new URL('./golden/login.transcript.txt', import.meta.url));
describe('transcript', () => {
    let sim;
    beforeAll(async () => {
        sim = await startSimulator();
    });
    afterAll(async () => {
        await sim.close();
    });
    /**
     * The login of linked creds, node by node. If a Baileys upgrade changes what the client sends or
     * expects, this diff is where it shows. Regenerate with UPDATE_GOLDEN=1 after reviewing it.
     */
    it('records the login flow as the golden transcript', async () => {
        const phone = await sim.createPhone('15550005001');
        const auth = memoryAuthState(await phone.createLinkedCreds());
        const transcript = sim.transcript({ phoneNumber: '15550005001' });
        const sock = connect(sim, auth, { markOnlineOnConnect: false });
        await waitForOpen(sock);
        // the init queries Baileys fires on open are the end of the login flow
        await transcript.waitForLine((l) => l.includes('S→C') && l.includes('<privacy>'));
        await transcript.waitForLine((l) => l.includes('S→C') && l.includes('<list dhash='));
        await transcript.waitForLine((l) => l.includes('S→C') && l.includes("<props protocol='1'"));
        // unified_session is the last thing Baileys sends after open
        await transcript.waitForLine((l) => l.includes('C→S') && l.includes('<unified_session'));
        transcript.stop();
        await endSocket(sock);
        const text = transcript.text();
        if (process.env.UPDATE_GOLDEN || !existsSync(GOLDEN))
            writeFileSync(GOLDEN, text);
        expect(text).toBe(readFileSync(GOLDEN, 'utf8'));
    });
    it('keeps only the connections of the phone it was asked for', async () => {
        const wanted = await sim.createPhone('15550005002');
        const other = await sim.createPhone('15550005003');
        const transcript = sim.transcript({ phoneNumber: '15550005002' });
        const a = connect(sim, memoryAuthState(await wanted.createLinkedCreds()));
        const b = connect(sim, memoryAuthState(await other.createLinkedCreds()));
        await Promise.all([waitForOpen(a), waitForOpen(b)]);
        transcript.stop();
        await endSocket(a);
        await endSocket(b);
        const text = transcript.text();
        expect(text).toContain(wanted.lid.replace('@lid', ''));
        expect(text).not.toContain(other.lid.replace('@lid', ''));
        expect(text).not.toContain('15550005003');
        expect(transcript.lines().filter((l) => l.endsWith('--- connected'))).toHaveLength(1);
    });
});
//# sourceMappingURL=transcript.test.js.map