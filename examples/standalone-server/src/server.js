import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createLogger, SessionEngine } from '@sessionkit/core';
import { createApiHandler, createMetricsHandler, createProbeHandler, isProbePath, metricsPath, } from '@sessionkit/core/adapter';
import { createApiListener, createLimitedServer, pathOf } from '@sessionkit/node';
import { createReferencePage } from '@sessionkit/reference';
import qrcode from 'qrcode-terminal';
const truthy = new Set(['1', 'true', 'yes', 'on']);
/**
 * The service as a process: one engine, /api/v1, the reference page at /docs, the probes and /metrics on one port,
 * configured from the environment.
 */
export async function startStandaloneServer(env = process.env, options = {}) {
    const out = options.out ?? ((text) => void process.stdout.write(`${text}\n`));
    const level = env.LOG_LEVEL || 'info';
    const logger = createLogger(level);
    const dataDir = resolve(env.SESSIONKIT_DATA_DIR || './data');
    const port = portOf(env.PORT);
    const limits = {
        headersTimeoutMs: integerOf('SESSIONKIT_HEADERS_TIMEOUT_MS', env),
        bodyIdleTimeoutMs: integerOf('SESSIONKIT_BODY_IDLE_TIMEOUT_MS', env),
        maxConnections: integerOf('SESSIONKIT_MAX_CONNECTIONS', env),
    };
    const host = env.HOST || '0.0.0.0';
    const { apiKey, source } = await resolveApiKey(env.SESSIONKIT_API_KEY, dataDir, out);
    const engineOptions = {
        store: env.SESSIONKIT_STORE || `sqlite://${join(dataDir, 'sessionkit.sqlite')}`,
        apiKeys: [apiKey],
        logger,
        allowPrivateNetwork: truthy.has((env.SESSIONKIT_ALLOW_PRIVATE_NETWORK ?? '').toLowerCase()),
        numberCheckCacheMs: integerOf('SESSIONKIT_NUMBER_CHECK_CACHE_MS', env, 0),
        numberChecksPerMinute: integerOf('SESSIONKIT_NUMBER_CHECKS_PER_MINUTE', env),
        messageStore: messageStoreOf(env),
    };
    let sandbox = null;
    if (options.sandbox) {
        // Loaded only here: the simulator is a test double, never part of a production start.
        const { startSimulator, createSandboxApiHandler } = await import('@sessionkit/simulator');
        const sim = await startSimulator();
        engineOptions.protocol = {
            waWebSocketUrl: sim.url,
            trustedRootKey: sim.rootPublicKey,
            mediaCa: sim.mediaCa,
            defaultMediaHost: sim.mediaHost,
        };
        engineOptions.allowPrivateNetwork = true;
        sandbox = {
            handler: createSandboxApiHandler(sim, { apiKeys: [apiKey], basePath: '/sandbox/v1' }),
            close: () => sim.close(),
        };
    }
    const engine = new SessionEngine(engineOptions);
    engine.on('auth.qr', (event) => {
        if (engine.sessions.pairingCodeRequested(event.sessionId))
            return;
        qrcode.generate(event.data.qr, { small: true }, (rendered) => out(`Scan to pair session ${event.sessionId} (valid until ${event.data.expiresAt}):\n${rendered}`));
    });
    try {
        await engine.start();
    }
    catch (error) {
        await sandbox?.close();
        throw error;
    }
    const api = createApiListener(createApiHandler(engine));
    const sandboxApi = sandbox ? createApiListener(sandbox.handler) : null;
    const probes = createApiListener(createProbeHandler(engine));
    const metricsToken = env.SESSIONKIT_METRICS_TOKEN?.trim();
    const metrics = createApiListener(createMetricsHandler(engine, { apiKeys: metricsToken ? [apiKey, metricsToken] : [apiKey] }));
    const reference = createApiListener(createReferencePage());
    const server = createLimitedServer((req, res) => {
        const pathname = pathOf(req);
        if (isProbePath(pathname))
            return probes(req, res);
        if (pathname === metricsPath)
            return metrics(req, res);
        if (sandboxApi && (pathname === '/sandbox/v1' || pathname.startsWith('/sandbox/v1/')))
            return sandboxApi(req, res);
        if (pathname === '/docs' || pathname.startsWith('/docs/'))
            return reference(req, res);
        api(req, res);
    }, limits);
    try {
        await new Promise((resolveListen, reject) => {
            server.once('error', reject);
            server.listen(port, host, () => resolveListen());
        });
    }
    catch (error) {
        await engine.stop();
        await sandbox?.close();
        throw error;
    }
    const bound = server.address().port;
    const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    const url = `http://${reachable}:${bound}`;
    out(`sessionkit listening on ${url}/api/v1${sandbox ? ` (sandbox: simulator control API at ${url}/sandbox/v1)` : ''}`);
    let closing = null;
    const close = () => (closing ??= (async () => {
        await stopAccepting(server, options.shutdownGraceMs ?? 10_000);
        await engine.stop();
        await sandbox?.close();
    })());
    return { url, apiKey, apiKeySource: source, engine, server, logger, close };
}
function portOf(value) {
    if (value === undefined || value === '')
        return 3000;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new TypeError(`PORT must be an integer from 0 to 65535, not "${value}"`);
    return port;
}
const falsy = new Set(['0', 'false', 'no', 'off']);
/** The message store's switch and retention, each only when set (the engine's defaults otherwise). */
function messageStoreOf(env) {
    const days = integerOf('SESSIONKIT_MESSAGE_MAX_AGE_DAYS', env);
    const perChat = integerOf('SESSIONKIT_MESSAGE_MAX_PER_CHAT', env);
    return {
        ...(falsy.has((env.SESSIONKIT_MESSAGE_STORE ?? '').toLowerCase()) ? { enabled: false } : {}),
        ...(days !== undefined ? { maxAgeMs: days * 24 * 60 * 60 * 1000 } : {}),
        ...(perChat !== undefined ? { maxMessagesPerChat: perChat } : {}),
    };
}
/** A whole number of at least `min` (1 unless given: 0 where it means "none"), or undefined when unset. */
function integerOf(name, env, min = 1) {
    const value = env[name];
    if (value === undefined || value === '')
        return undefined;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min)
        throw new TypeError(`${name} must be ${min === 1 ? 'a positive integer' : `a whole number of at least ${min}`}, not "${value}"`);
    return number;
}
/**
 * The key from the environment, else the one kept in the data folder, else a new one written there (0600) and
 * shown once: the operator needs it, and the next start must not invalidate the clients already using it.
 */
async function resolveApiKey(fromEnv, dataDir, out) {
    if (fromEnv?.trim())
        return { apiKey: fromEnv.trim(), source: 'env' };
    const path = join(dataDir, 'api-key');
    const stored = await readKey(path);
    if (stored)
        return { apiKey: stored, source: 'file' };
    const apiKey = `sk_${randomBytes(32).toString('base64url')}`;
    await mkdir(dataDir, { recursive: true });
    try {
        await writeFile(path, `${apiKey}\n`, { mode: 0o600, flag: 'wx' });
    }
    catch (error) {
        // Another process started at the same moment and wrote its key first: use that one.
        const raced = error.code === 'EEXIST' ? await readKey(path) : undefined;
        if (raced)
            return { apiKey: raced, source: 'file' };
        throw error;
    }
    out(`Generated an API key (shown once, kept in ${path}):\n\n  ${apiKey}\n\nSend it as "Authorization: Bearer <key>". Set SESSIONKIT_API_KEY to use your own.`);
    return { apiKey, source: 'generated' };
}
async function readKey(path) {
    try {
        return (await readFile(path, 'utf8')).trim() || undefined;
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/** Refuses new connections, closes idle keep-alive ones, and cuts the rest once the grace period is over. */
function stopAccepting(server, graceMs) {
    return new Promise((resolveClose) => {
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        cut.unref();
        server.close(() => {
            clearTimeout(cut);
            resolveClose();
        });
        server.closeIdleConnections();
    });
}
//# sourceMappingURL=server.js.map