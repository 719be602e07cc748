import type * as v from 'valibot'
import type { SessionStatusSchema } from './schema.js'

type Status = v.InferInput<typeof SessionStatusSchema>

/** The OpenAPI document's examples of the sessions operations (operations.ts). */

/** A session just created: stored, unpaired, no runtime. */
export const createdSession: Status = {
  sessionId: 'support-desk',
  displayName: 'Support desk',
  deviceBrowser: 'Chrome',
  status: 'created',
  paired: false,
  phoneJid: null,
  lid: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
  lastConnectedAt: null,
  lastDisconnect: null,
  errorReason: null,
  active: false,
  connected: false,
  connectionState: 'inactive',
  qrAvailable: false,
  qrExpiresAt: null,
  proxy: null,
}

/** The same session paired and connected. */
export const connectedSession: Status = {
  ...createdSession,
  status: 'connected',
  paired: true,
  phoneJid: '15551234567@s.whatsapp.net',
  lid: '123456789012345@lid',
  updatedAt: '2026-11-24T09:02:11.000Z',
  lastConnectedAt: '2026-11-24T09:02:11.000Z',
  active: true,
  connected: true,
  connectionState: 'connected',
}

/** Waiting for a QR scan: the runtime is up and a QR is shown. */
export const pairingSession: Status = {
  ...createdSession,
  updatedAt: '2026-11-24T09:01:00.000Z',
  active: true,
  connectionState: 'connecting',
  qrAvailable: true,
  qrExpiresAt: '2026-11-24T09:01:20.000Z',
}

/** Stopped by POST .../disconnect: credentials kept. */
export const stoppedSession: Status = {
  ...connectedSession,
  updatedAt: '2026-11-24T18:30:00.000Z',
  active: false,
  connected: false,
  connectionState: 'inactive',
}
