import { createSandboxHandler, startSimulator } from '../src/index.js';
/** A simulator with phones, and its sandbox handler called as a client would call it, with one API key. */
export async function sandboxWorld(key, phoneNumbers) {
    const sim = await startSimulator();
    const handle = createSandboxHandler(sim, { apiKeys: [key] });
    for (const n of phoneNumbers)
        await sim.createPhone(n);
    const call = async (method, path, body) => {
        const headers = { authorization: `Bearer ${key}` };
        if (body !== undefined)
            headers['content-type'] = 'application/json';
        const res = await handle(new Request(`http://sandbox.test/sandbox/v1${path}`, {
            method,
            headers,
            ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        }));
        return { status: res.status, body: (await res.json()) };
    };
    return { sim, call };
}
//# sourceMappingURL=sandbox-world.js.map