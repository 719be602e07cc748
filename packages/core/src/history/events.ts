import { declareEvents } from '../event-bus.js'
import type { HistorySyncedEvent } from './types.js'

export interface HistoryEvents {
  'history.synced': HistorySyncedEvent
}

export const historyEvents = declareEvents<HistoryEvents>({ 'history.synced': true })
