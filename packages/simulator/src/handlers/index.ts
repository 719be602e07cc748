import type { Handler } from '../dispatch.js'
import { appStateHandlers } from './app-state.js'
import { blocklistHandlers } from './blocklist.js'
import { businessProfileHandlers } from './business-profile.js'
import { callHandlers } from './calls.js'
import { groupHandlers } from './groups.js'
import { mediaHandlers } from './media.js'
import { mediaRetryHandlers } from './media-retry.js'
import { mexHandlers } from './mex.js'
import { pairingHandlers } from './pairing.js'
import { prekeyHandlers } from './prekeys.js'
import { presenceHandlers } from './presence.js'
import { profileHandlers } from './profile.js'
import { relayHandlers } from './relay.js'
import { replyHandlers } from './replies.js'
import { sessionHandlers } from './session.js'
import { usyncHandlers } from './usync.js'

/** The dispatch table: every role's rows, replies to the server's own requests first. */
export const handlers: readonly Handler[] = [
  ...replyHandlers,
  ...pairingHandlers,
  ...sessionHandlers,
  ...presenceHandlers,
  ...usyncHandlers,
  ...profileHandlers,
  ...businessProfileHandlers,
  ...blocklistHandlers,
  ...prekeyHandlers,
  ...mediaHandlers,
  ...mediaRetryHandlers,
  ...relayHandlers,
  ...groupHandlers,
  ...mexHandlers,
  ...appStateHandlers,
  ...callHandlers,
]
