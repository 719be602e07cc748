import { useEffect, useState } from 'preact/hooks'
import { type MessageRef, type StoredMessage, unwrap } from '../api.js'
import { useDashboard } from '../context.js'
import { ErrorText, useOutcome } from '../ui.js'
import { bytes, clock, previewOf, senderName, type TickMark, tickOf } from './model.js'

/**
 * One message as WhatsApp Web draws it: the sender in a group, the message it replies to, its content (a deletion
 * in place of it), edited, time and ticks, and reactions under it.
 */
export function Bubble({
  sessionId,
  message,
  group,
  held,
  onReply,
}: {
  sessionId: string
  message: StoredMessage
  group: boolean
  held: StoredMessage[]
  onReply: ((message: StoredMessage) => void) | null
}) {
  const tick = message.fromMe ? tickOf(message.status) : null
  // The API quotes what the store holds the content of: of its own sends, only texts (docs/rich-messages.md).
  const quotable = !message.deleted && (message.by !== 'api' || message.type === 'text')
  return (
    <li class={message.fromMe ? 'bubble out' : 'bubble in'} data-message-id={message.id}>
      {group && !message.fromMe ? <span class="sender">{senderName(message)}</span> : null}
      {message.quoted ? <Quote sessionId={sessionId} quoted={message.quoted} held={held} /> : null}
      <Content sessionId={sessionId} message={message} />
      <span class="meta">
        {onReply && quotable ? (
          <button type="button" class="link reply" onClick={() => onReply(message)}>
            Reply
          </button>
        ) : null}
        {message.edits.length > 0 && !message.deleted ? <span>Edited</span> : null}
        <time dateTime={message.timestamp}>{clock(message.timestamp)}</time>
        {tick ? <Tick {...tick} /> : null}
      </span>
      {message.reactions.length > 0 ? (
        <ul class="reactions" aria-label="Reactions">
          {message.reactions.map((reaction) => (
            <li key={reaction.from} title={reaction.from}>
              {reaction.emoji}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/**
 * WhatsApp's ticks drawn, not typed: a system font may have no check mark glyph (headless Chromium has none). Named
 * for screen readers by what they mean.
 */
function Tick({ mark, label, read }: { mark: TickMark; label: string; read: boolean }) {
  return (
    <svg class={read ? 'tick read' : 'tick'} role="img" aria-label={label} viewBox="0 0 18 12" width="18" height="12">
      {mark === 'clock' || mark === 'failed' ? <circle cx="9" cy="6" r="5" /> : null}
      {mark === 'clock' ? <path d="M9 3v3l2 1.5" /> : null}
      {mark === 'failed' ? <path d="M9 3v3.5M9 8v1" /> : null}
      {mark === 'one' || mark === 'two' ? <path d="M1 6.5l3.5 3.5L11 2" /> : null}
      {mark === 'two' ? <path d="M7.5 9.5l.5.5L15 2" /> : null}
    </svg>
  )
}

function Content({ sessionId, message }: { sessionId: string; message: StoredMessage }) {
  if (message.deleted) return <p class="body deleted">{previewOf(message)}</p>
  if (message.type === 'text') return <p class="body">{message.text}</p>
  if (message.type === 'location' && message.location) {
    const { latitude, longitude, name, address } = message.location
    return (
      <p class="body">
        Location: {[name, address].filter(Boolean).join(', ') || `${latitude}, ${longitude}`}{' '}
        <a href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}`} target="_blank" rel="noreferrer">
          Open map
        </a>
      </p>
    )
  }
  if (message.type === 'poll' && message.poll)
    return (
      <div class="body">
        <p>
          <strong>Poll: {message.poll.name}</strong>
        </p>
        <ul>
          {message.poll.tally.map((option) => (
            <li key={option.option}>
              {option.option}: {option.votes} {option.votes === 1 ? 'vote' : 'votes'}
            </li>
          ))}
        </ul>
      </div>
    )
  if (message.type === 'contact' && message.contacts)
    return <p class="body">Contact: {message.contacts.map((c) => c.displayName).join(', ')}</p>
  if (message.media)
    return (
      <div class="body">
        <Media sessionId={sessionId} message={message} />
        {message.caption ? <p>{message.caption}</p> : null}
      </div>
    )
  return <p class="body muted">{previewOf(message)}</p>
}

/**
 * A message's media, downloaded when asked (`POST /media/download` with the stored raw message): nothing is fetched
 * for a chat merely opened. A message sent through the API keeps no raw message to download from.
 */
function Media({ sessionId, message }: { sessionId: string; message: StoredMessage }) {
  const { api } = useDashboard()
  const [url, setUrl] = useState<string | null>(null)
  const outcome = useOutcome()
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])
  const media = message.media!
  const name = media.fileName ?? previewOf(message)
  const size = bytes(media.fileLength)
  if (!message.message) return <p class="muted">{`${name}${size ? `, ${size}` : ''}`}</p>
  const download = () =>
    outcome.run(async () => {
      const file = await unwrap(
        api.POST('/sessions/{sessionId}/media/download', {
          params: { path: { sessionId } },
          body: { message: message.message as Record<string, unknown> },
        }),
      )
      const content = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
      setUrl(URL.createObjectURL(new Blob([content], { type: file.mimetype })))
    })
  if (!url)
    return (
      <>
        <button type="button" disabled={outcome.busy} onClick={download}>
          {`${media.mediaType === 'document' ? 'Download' : 'Show'} ${name}${size ? ` (${size})` : ''}`}
        </button>
        <ErrorText error={outcome.error} />
      </>
    )
  if (media.mediaType === 'image' || media.mediaType === 'sticker') return <img class="media" src={url} alt={name} />
  if (media.mediaType === 'video')
    // biome-ignore lint/a11y/useMediaCaption: WhatsApp videos carry no caption track
    return <video class="media" src={url} controls aria-label={name} />
  if (media.mediaType === 'audio')
    // biome-ignore lint/a11y/useMediaCaption: WhatsApp audio carries no caption track
    return <audio src={url} controls aria-label={name} />
  return (
    <a href={url} download={media.fileName ?? 'document'}>
      Save {name}
    </a>
  )
}

// Quoted messages read once per tab: a chat scrolled back and forth does not read them again.
const quotes = new Map<string, StoredMessage | null>()

/** The message a reply quotes: from the page when shown, else read from the store (gone: said so). */
export function Quote({ sessionId, quoted, held }: { sessionId: string; quoted: MessageRef; held: StoredMessage[] }) {
  const { api } = useDashboard()
  const key = `${sessionId}\n${quoted.chatJid}\n${quoted.id}`
  const shown = held.find((m) => m.id === quoted.id)
  const [read, setRead] = useState(quotes.get(key))
  useEffect(() => {
    if (shown || quotes.has(key)) return
    const path = { sessionId, chatJid: quoted.chatJid, messageId: quoted.id }
    void unwrap(api.GET('/sessions/{sessionId}/chats/{chatJid}/messages/{messageId}', { params: { path } }))
      .then(
        (message) => quotes.set(key, message),
        () => quotes.set(key, null),
      )
      .then(() => setRead(quotes.get(key)))
  }, [key])
  const message = shown ?? read
  return (
    <blockquote class="quote">
      <span class="sender">{quoted.fromMe ? 'You' : message ? senderName(message) : 'Reply to'}</span>
      <span>{message ? previewOf(message) : message === null ? 'A message no longer stored' : '…'}</span>
    </blockquote>
  )
}
