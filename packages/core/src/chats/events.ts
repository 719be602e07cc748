import { declareEvents } from '../event-bus.js'
import type { ChatUpdatedEvent } from './types.js'

export interface ChatEvents {
  'chat.updated': ChatUpdatedEvent
}

export const chatEvents = declareEvents<ChatEvents>({ 'chat.updated': true })
