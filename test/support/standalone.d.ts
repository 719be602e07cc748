import { type StandaloneEnv, type StandaloneServer } from '../../examples/standalone-server/src/server.js';
/**
 * The standalone server on a free loopback port, silent, with a data folder of its own that `close()` removes:
 * how the tests that need the whole service (the typed client, the reference page, /metrics) start it.
 */
export declare function startTestServer(env: StandaloneEnv, options?: {
    sandbox?: boolean;
}): Promise<StandaloneServer>;
