import type { Handler } from '../dispatch'
import { appStateHandlers } from './app-state'
import { callHandlers } from './calls'
import { groupHandlers } from './groups'
import { mediaHandlers } from './media'
import { mexHandlers } from './mex'
import { pairingHandlers } from './pairing'
import { prekeyHandlers } from './prekeys'
import { relayHandlers } from './relay'
import { replyHandlers } from './replies'
import { sessionHandlers } from './session'
import { usyncHandlers } from './usync'

/** The dispatch table: every role's rows, replies to the server's own requests first. */
export const handlers: readonly Handler[] = [
  ...replyHandlers,
  ...pairingHandlers,
  ...sessionHandlers,
  ...usyncHandlers,
  ...prekeyHandlers,
  ...mediaHandlers,
  ...relayHandlers,
  ...groupHandlers,
  ...mexHandlers,
  ...appStateHandlers,
  ...callHandlers,
]
