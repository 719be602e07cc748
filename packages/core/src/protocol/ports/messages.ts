import type { Readable } from 'node:stream'

/** What an attachment is sent from: a stream the engine opened (a spooled upload, a guarded fetch, ffmpeg's output). */
export type MediaInput = { stream: Readable }

/** What the engine asks WhatsApp to send; the message service builds it from a validated request. */
export type OutgoingContent =
  | { type: 'text'; text: string; linkPreview?: LinkPreview }
  | { type: 'image' | 'video'; media: MediaInput; mimetype?: string; caption?: string; viewOnce?: boolean }
  | { type: 'audio'; media: MediaInput; mimetype: string; voice: boolean; viewOnce?: boolean }
  | { type: 'document'; media: MediaInput; mimetype: string; fileName?: string; caption?: string }
  | { type: 'sticker'; media: MediaInput; mimetype?: string }
  | { type: 'location'; latitude: number; longitude: number; name?: string; address?: string }
  | { type: 'contact'; displayName?: string; contacts: { displayName: string; vcard: string }[] }
  /** `secret`: the poll's messageSecret (32 random bytes), which the votes are encrypted with; the engine keeps it. */
  | { type: 'poll'; name: string; options: string[]; selectableCount: number; secret: Uint8Array }

/** The preview of a URL a text carries, as the engine read it from the page. */
export interface LinkPreview {
  /** The URL as the text has it. */
  url: string
  title: string
  description: string | null
  /** The page's image (og:image), a small JPEG or PNG, when it had one. */
  thumbnail: Buffer | null
}

/**
 * The messages facet of a connection (`connection.messages`): sends and media download, in domain words, never
 * Baileys types. Every method rejects with a ProtocolError whose kind says what WhatsApp answered.
 */
export interface MessagesPort {
  /** Sends and resolves once WhatsApp's server acknowledged the message; rejects with ProtocolError otherwise. */
  sendMessage(jid: string, content: OutgoingContent, options: SendOptions): Promise<SentMessage>
  /**
   * Opens the attachment of a message taken from a `message.received` event (its `message` field). When WhatsApp's
   * media host says the link is gone (404 or 410: links expire), asks the phone to upload the file again and opens
   * the new link, once.
   */
  downloadMedia(message: unknown): Promise<DownloadedMedia>
  /**
   * Asks the account's phone for up to `count` messages of the chat older than `oldest`, a message this device
   * holds. Resolves once the request went out, with its id; the messages come later as a `history.sync` of kind
   * `on_demand` carrying the same `requestId`.
   */
  fetchHistory(chatJid: string, request: { count: number; oldest: HistoryAnchor }): Promise<{ requestId: string }>
  /** Replaces the text, or the caption, of a message the account sent; resolves once WhatsApp acknowledged it. */
  edit(message: MessageKey, content: EditedContent, options: { ackTimeoutMs: number }): Promise<SentMessage>
  /**
   * Deletes a message: for everyone (a revoke, which WhatsApp delivers to every participant), or for the account's
   * own devices only (an app-state change; `timestamp` is the message's, ms). Resolves once WhatsApp took it.
   */
  delete(
    message: MessageKey,
    scope: { forEveryone: boolean; timestamp: number },
    options: { ackTimeoutMs: number },
  ): Promise<void>
  /** Sends read receipts (blue ticks) to the senders of received messages; resolves once they went out. */
  read(messages: MessageKey[]): Promise<void>
  /**
   * Posts a status (to `status@broadcast`) that only the people of `statusJidList` receive; a text's
   * `backgroundColor` (#RRGGBB) and `font` style it. Resolves once WhatsApp's server acknowledged it.
   */
  postStory(
    content: Extract<OutgoingContent, { type: 'text' | 'image' | 'video' }>,
    options: { statusJidList: string[]; backgroundColor?: string; font?: number } & DeliveryOptions,
  ): Promise<SentMessage>
  /** Reacts to a message with `emoji` ("" removes the reaction); resolves once WhatsApp's server acknowledged it. */
  react(message: MessageKey, emoji: string, options: { ackTimeoutMs: number }): Promise<SentMessage>
  /**
   * Forwards a message's content to `jid`, marked forwarded as WhatsApp's apps mark it; resolves once WhatsApp's
   * server acknowledged it, with what was forwarded. Rejects with a ProtocolError of kind `invalid` when the
   * message has no content a send carries.
   */
  forward(jid: string, source: ForwardSource, options: DeliveryOptions): Promise<ForwardedMessage>
  /**
   * Decrypts a vote on a poll (AES-GCM under a key derived from the poll's messageSecret, the poll's id and the
   * creator's and voter's JIDs, as `vote` names them): the SHA-256 of each option chosen, hex. Rejects with a
   * ProtocolError of kind `invalid` when the vote does not decrypt with this poll's secret.
   */
  decryptPollVote(vote: InboundPollVote, poll: PollSecret): string[]
  /**
   * The new text or caption of a sealed edit (`edit.sealed`), opened with the secret of the edited message (its raw
   * message, as received): null when the edit carries no text. Rejects with a ProtocolError of kind `invalid` when
   * it does not open with that message's secret.
   */
  openSealedEdit(edit: InboundEdit, original: unknown): string | null
  /** Pins a message in its chat for everyone for `durationSeconds`, or unpins it; resolves once WhatsApp acknowledged it. */
  pin(
    message: MessageKey,
    pin: { pinned: boolean; durationSeconds: number },
    options: { ackTimeoutMs: number },
  ): Promise<SentMessage>
}

/**
 * The message a forward carries on: `message` the raw message as received (`InboundMessage.message`, its own key
 * inside, unless `key` names it), or, for a text sent through the API, `text`.
 */
export interface ForwardSource {
  key?: MessageKey
  message: unknown
  text: string | null
}

/**
 * What decrypts a poll's votes: its messageSecret, as the engine kept it for a poll it sent (`secret`, base64), or
 * inside the raw message WhatsApp delivered (`message`, `InboundMessage.message`).
 */
export interface PollSecret {
  secret: string | null
  message: unknown
}

/** A forward WhatsApp acknowledged: the new message, and what it carries. */
export interface ForwardedMessage extends SentMessage {
  type: MessageContentType
  text?: string
  caption?: string
}

/**
 * An existing message, as WhatsApp's index names it; `participant`: the sender of a group message not the account's,
 * in the group's addressing (a LID in a LID-addressed group), and `participantPhoneJid` its phone-number JID when
 * known. A key naming the sender in the other addressing (a reference kept from before) is turned to the group's.
 */
export interface MessageKey {
  chatJid: string
  id: string
  fromMe: boolean
  participant?: string
  participantPhoneJid?: string
}

/**
 * The message a send replies to. WhatsApp's reply carries the quoted content (the phone shows it from that):
 * `message` is the raw message as received (`InboundMessage.message`), or, for a message sent through the API,
 * whose raw message is not kept, `text` its text.
 */
export interface QuotedMessage {
  key: MessageKey
  message: unknown
  text: string | null
}

/** How a new message goes out: how long its ack may take, and its id when the caller chose one. */
export interface DeliveryOptions {
  ackTimeoutMs: number
  /** The WhatsApp message id to send under (a send made under an Idempotency-Key derives it); random without. */
  messageId?: string
}

export interface SendOptions extends DeliveryOptions {
  quoted?: QuotedMessage
  /** JIDs of the people mentioned (the text carries `@<digits>` of each). */
  mentions?: string[]
  /** The 1:1 chat's disappearing-messages timer, seconds: the message carries it, as WhatsApp's apps send it. */
  disappearingSeconds?: number
}

/** The message an on-demand history request counts back from. */
export interface HistoryAnchor {
  messageId: string
  fromMe: boolean
  /** ms since the epoch */
  timestamp: number
}

export interface SentMessage {
  messageId: string
  chatJid: string
  timestamp: number
  /**
   * Whom it mentions, as the chat addresses them (a LID-addressed group's members by LID), with the phone number
   * beside each LID when known; only when the send mentioned someone.
   */
  mentions?: { jid: string; phoneJid: string | null }[]
  /** The text or caption as it went out, when a mention's `@<digits>` was written in the group's addressing. */
  text?: string
}

export interface DownloadedMedia {
  mediaType: 'image' | 'video' | 'audio' | 'document' | 'sticker'
  mimetype: string
  /** Size WhatsApp declared for the file, when it did. */
  fileLength: number | null
  /** The decrypted bytes, as a stream the caller caps and consumes. */
  stream: Readable
}

/** The kinds of content a message carries, those a send takes. */
export type MessageContentType = OutgoingContent['type']

/** A received message's attachment, as WhatsApp described it (the bytes come from `downloadMedia`). */
export interface MediaDescriptor {
  mediaType: 'image' | 'video' | 'audio' | 'document' | 'sticker'
  mimetype: string | null
  fileLength: number | null
  fileName?: string
  voice?: boolean
  sha256: string | null
  /** Sent to be viewed once: the engine never keeps its file. */
  viewOnce?: boolean
}

/** Where a message stands, as WhatsApp keeps it (Baileys' WebMessageInfo.status; `failed` is its ERROR). */
export type MessageStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'played' | 'failed'

/**
 * A message WhatsApp delivered to the session, in WhatsApp's terms; `type` is `unknown` for content the engine does
 * not read. Received ones, those the account sent from its phone or other devices (`fromMe`), and those of a
 * history sync.
 */
export interface InboundMessage {
  messageId: string
  /** The sender, by phone-number JID when WhatsApp named one (the account itself for `fromMe`). */
  from: string
  chatJid: string
  /** Sent by the account (from its phone or another of its devices), not received. */
  fromMe: boolean
  /** What WhatsApp recorded of its delivery: set in a history sync, null for a message as it arrives. */
  status: MessageStatus | null
  /** In a group, who sent it (the same person as `from`), as the group addresses it: a LID in a LID-addressed group. */
  participant?: string
  /** Beside a LID `participant`: the sender's phone-number JID, when WhatsApp named it. */
  participantPhoneJid?: string
  pushName?: string
  /** When WhatsApp stamped it, ms since the epoch. */
  timestamp: number
  type: MessageContentType | 'unknown'
  text?: string
  caption?: string
  location?: { latitude: number; longitude: number; name?: string; address?: string }
  contacts?: { displayName: string; vcard: string }[]
  media?: MediaDescriptor
  /** The message it replies to, when it is a reply. */
  quoted?: MessageKey
  /** JIDs of the people it mentions, as the message named them (a LID-addressed group's members by LID). */
  mentions?: string[]
  /** The phone-number JID beside each of `mentions`, in its order, when known; null beside a phone-number JID. */
  mentionsPhoneJids?: (string | null)[]
  /** A poll: its question, options and how many a voter may choose (0: any number). */
  poll?: { name: string; options: string[]; selectableCount: number }
  /** The raw WhatsApp message (Baileys WAMessage, buffers as `{ type: 'Buffer', data: <base64> }`): pass it back to media download unchanged. */
  message: unknown
}

/** How far a message this session sent got with a recipient. */
export type ReceiptState = 'delivered' | 'read' | 'played'

/** The new text of an edited message: a text's words, or the caption of an image, video or document. */
export type EditedContent = { type: 'text'; text: string } | { type: 'image' | 'video' | 'document'; caption: string }

/** An edit of a message, by its sender: the account itself (`fromMe`) or someone else. */
export interface InboundEdit {
  message: MessageKey
  /** The new text or caption; null while the edit is sealed (`sealed`), until `openSealedEdit` reads it. */
  text: string | null
  /**
   * An edit sealed with the edited message's secret (a `secretEncryptedMessage` MESSAGE_EDIT, as WhatsApp's current
   * clients send edits): its payload and IV (base64), and the editor's JIDs to try, the one the stanza named first.
   */
  sealed?: { payload: string; iv: string; editors: string[] }
  fromMe: boolean
  /** When the edit was made, ms since the epoch. */
  timestamp: number
}

/**
 * A message deleted: for everyone (revoked) by its sender, the account itself (`fromMe`) or someone else; or, not
 * `forEveryone`, from the account's devices only, by the account on another of them (`fromMe` then always true).
 */
export interface InboundRevoke {
  message: MessageKey
  forEveryone: boolean
  fromMe: boolean
  /** ms since the epoch */
  timestamp: number
}

/** A reaction to a message, by someone else or by the account (from its phone or another device). */
export interface InboundReaction {
  /** The message reacted to, from the account's point of view. */
  message: MessageKey
  /** Who reacted, by phone-number JID when WhatsApp named one (the account itself for `fromMe`). */
  from: string
  fromMe: boolean
  /** The emoji; "" when the reaction was removed. */
  emoji: string
  /** When the reactor's device stamped it, ms since the epoch. */
  timestamp: number
}

/** A message pinned or unpinned in its chat, by someone else or by the account (from its phone or another device). */
export interface InboundPin {
  /** The message pinned, from the account's point of view. */
  message: MessageKey
  pinned: boolean
  /** Who pinned it, by phone-number JID when WhatsApp named one (the account itself for `fromMe`). */
  from: string
  fromMe: boolean
  /** How long the pin lasts (WhatsApp's messageAddOnDurationInSecs); null for an unpin or when not named. */
  durationSeconds: number | null
  /** When the pinner's device stamped it, ms since the epoch. */
  timestamp: number
}

/**
 * A vote on a poll, still encrypted: only the poll's secret opens it. `creatorJid` and `voterJid` are the poll's
 * author and the voter as the vote's chat addresses them (phone number or LID, no device): the key is derived
 * from them as they are.
 */
export interface InboundPollVote {
  /** The poll, from the account's point of view. */
  poll: MessageKey
  /** Who voted, by phone-number JID when WhatsApp named one (the account itself for `fromMe`). */
  voter: string
  fromMe: boolean
  creatorJid: string
  voterJid: string
  /**
   * The poll's creator in the other addressing (phone number for a LID, LID for a phone number), when the session
   * knows it: a vote that does not decrypt with `creatorJid` is tried with this one (whatsmeow msgsecret.go
   * `decryptMsgSecret`), as a voter's device may have derived its key from either while WhatsApp moves to LIDs.
   */
  creatorJidAlt: string | null
  /** The encrypted vote and its IV, base64. */
  payload: string
  iv: string
  /** When the voter's device stamped it, ms since the epoch. */
  timestamp: number
}

/** What WhatsApp tells a connection about messages; the runtime hands each to the message service. */
export type MessageProtocolEvent =
  | { type: 'message.pinned'; pin: InboundPin }
  | { type: 'poll.vote'; vote: InboundPollVote }
  | { type: 'message.reaction'; reaction: InboundReaction }
  | { type: 'message.updated'; edit: InboundEdit }
  | { type: 'message.deleted'; revoke: InboundRevoke }
  | { type: 'message.received'; message: InboundMessage }
  /**
   * What a 1:1 chat's disappearing-messages timer is, as the session saw it: the timer setting someone (or the
   * account's phone) sent, or the timer a received message carried. Seconds, 0 for off.
   */
  | { type: 'chat.timer'; chatJid: string; seconds: number }
  /** A message the account sent from its phone or another of its devices (never one this session sent). */
  | { type: 'message.sent'; message: InboundMessage }
  | {
      type: 'message.receipt'
      /**
       * Receipts of one message this session sent, all of one state, that arrived together: one entry per
       * person (a user or LID JID, never a device, as WhatsApp named them: a LID in a LID-addressed group), with
       * the phone-number JID beside a LID when known, in arrival order. `at` in ms.
       */
      receipt: {
        messageId: string
        chatJid: string
        state: ReceiptState
        recipients: { jid: string; phoneJid?: string; at: number }[]
      }
    }
