import { SessionEngine } from '@sessionkit/core';
// The engine as a library: no HTTP, just sessions and typed events. Each handler's `event.data` is typed by
// its event name, so `event.data.state` below is a ConnectionState and `event.data.text` a string | undefined.
const engine = new SessionEngine({ store: process.env.SESSIONKIT_STORE ?? 'sqlite://./data/custom-handlers.sqlite' });
engine.on('auth.qr', (event) => {
    console.log(`[${event.sessionId}] scan this QR before ${event.data.expiresAt}: ${event.data.qr}`);
});
engine.on('connection.state', (event) => {
    const { state, previousState, reason } = event.data;
    console.log(`[${event.sessionId}] ${previousState} -> ${state}${reason ? ` (${reason})` : ''}`);
});
engine.on('message.received', (event) => {
    const { from, type, text } = event.data;
    console.log(`[${event.sessionId}] ${type} from ${from}${text ? `: ${text}` : ''}`);
});
// '*' receives every event as the discriminated union: narrowing on `type` narrows `data` too.
engine.on('*', (event) => {
    if (event.type === 'auth.paired')
        console.log(`[${event.sessionId}] paired with ${event.data.phoneJid} by ${event.data.method}`);
});
await engine.start();
const sessionId = process.env.SESSION_ID ?? 'custom-handlers-demo';
const existing = (await engine.sessions.list()).find((session) => session.sessionId === sessionId);
if (!existing)
    await engine.sessions.create({ sessionId, displayName: 'Custom handlers demo', deviceBrowser: 'Chrome' });
if (existing?.paired)
    await engine.sessions.connect(sessionId);
else
    await engine.sessions.qr(sessionId).catch((error) => console.error(`no QR yet: ${error.message}`));
const stop = () => void engine.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
//# sourceMappingURL=main.js.map