import type { EngineContext } from '../context.js'
import type { MessageStoreService } from '../message-store/service.js'
import type { SendPace } from '../messages/send-pace.js'
import { defineDomain } from '../operations/domain.js'
import { historyErrors } from './errors.js'
import { type HistoryEvents, historyEvents } from './events.js'
import { historyOperations } from './operations.js'
import { HistoryService } from './service.js'

/** History: the backlog WhatsApp syncs after pairing, and older messages asked for on demand. */
export const historyDomain = defineDomain({
  services: {
    history: (
      context: EngineContext<HistoryEvents>,
      { messageStore, sendPace }: { messageStore: MessageStoreService; sendPace: SendPace },
    ) => new HistoryService(context, messageStore, sendPace),
  },
  operations: { history: historyOperations },
  inbound: ({ history }) => history.inbound,
  events: historyEvents,
  errors: historyErrors,
})
