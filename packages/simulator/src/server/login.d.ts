import type { Connection } from './connection.js';
import type { Server } from './context.js';
import type { HandshakeResult } from './noise.js';
/** After the Noise handshake: fresh credentials register (and get QR refs), linked ones log in. */
export declare function handleClientPayload(server: Server, conn: Connection, { clientPayload, clientStaticKey }: HandshakeResult): Promise<void>;
