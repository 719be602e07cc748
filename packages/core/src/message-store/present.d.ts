import type { ChatRecord, StoredMessageRecord } from './schema.js';
import type { StoredChat, StoredMessage } from './types.js';
export declare const presentChat: (chat: StoredChat) => ChatRecord;
export declare const presentMessage: (message: StoredMessage) => StoredMessageRecord;
