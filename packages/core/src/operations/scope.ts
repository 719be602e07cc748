/**
 * What an API key must hold to call an operation or route (docs/keys.md). `read` looks without changing
 * anything; `send` acts as the account in a chat (messages, reactions, edits, deletions, read receipts, calls);
 * `manage` changes the sessions, the account and its chats, groups, communities, channels, contacts, profile and
 * webhooks; `admin` manages the keys and reads the process's metrics.
 */
export type Scope = 'read' | 'send' | 'manage' | 'admin'

/** Every scope, in the order the documentation lists them. */
export const scopes: readonly Scope[] = ['read', 'send', 'manage', 'admin']
