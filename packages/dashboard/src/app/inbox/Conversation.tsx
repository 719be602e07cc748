import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks'
import { allows, type StoredChat, type StoredMessage, unwrap, unwrapPage } from '../api.js'
import { useDashboard, useEvents } from '../context.js'
import { ErrorText, useOutcome } from '../ui.js'
import { Bubble } from './Bubble.js'
import { Composer } from './Composer.js'
import { changedChat, changedMessage, chatTitle, prepend, previewOf, refOf, senderName, upsert } from './model.js'
import { useSentinel } from './scroll.js'

// A first page that fills a tall window; older pages as the reader scrolls up.
const pageSize = '30'
// Within this many pixels of the end, the reader is "at the newest message" and a new one keeps them there.
const stickiness = 80

/**
 * One chat: its history read from the store newest first and shown oldest at the top, older pages read as the reader
 * scrolls up (the scroll position held where it was), and each change the event stream reports read back from the
 * store. Opening a chat sends nothing to WhatsApp: no read receipt and no presence (docs/dashboard.md).
 */
export function Conversation({
  sessionId,
  initial,
  onBack,
}: {
  sessionId: string
  initial: StoredChat
  onBack: () => void
}) {
  const { api, scopes } = useDashboard()
  const [chat, setChat] = useState(initial)
  const [messages, setMessages] = useState<StoredMessage[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const [replyTo, setReplyTo] = useState<StoredMessage | null>(null)
  // A new message read out by a screen reader: the history itself is no live region, or each older page would be.
  const [announced, setAnnounced] = useState('')
  const outcome = useOutcome()
  const scroller = useRef<HTMLDivElement>(null)
  // What the next render does with the scroll: go to the newest message, or keep this distance from the bottom.
  const settle = useRef<'bottom' | number | null>('bottom')
  const reading = useRef(false)
  const path = { sessionId, chatJid: chat.jid }

  const readPage = async (next: string | null) => {
    if (reading.current) return
    reading.current = true
    await outcome.run(async () => {
      const page = await unwrapPage(
        api.GET('/sessions/{sessionId}/chats/{chatJid}/messages', {
          params: { path, query: { limit: pageSize, ...(next ? { cursor: next } : {}) } },
        }),
      )
      const element = scroller.current
      settle.current = next && element ? element.scrollHeight - element.scrollTop : 'bottom'
      setMessages((held) => prepend(next ? (held ?? []) : [], page.data))
      setCursor(page.nextCursor)
    })
    reading.current = false
  }
  useEffect(() => void readPage(null), [])
  const top = useSentinel(() => void readPage(cursor))

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element || settle.current === null) return
    element.scrollTop = settle.current === 'bottom' ? element.scrollHeight : element.scrollHeight - settle.current
    settle.current = null
  }, [messages])

  useEvents((event) => {
    if (event.sessionId !== sessionId) return
    if (changedChat(event) === chat.jid)
      void unwrap(api.GET('/sessions/{sessionId}/chats/{chatJid}', { params: { path } })).then(setChat, () => undefined)
    const changed = changedMessage(event)
    if (changed?.chatJid !== chat.jid) return
    void unwrap(
      api.GET('/sessions/{sessionId}/chats/{chatJid}/messages/{messageId}', {
        params: { path: { ...path, messageId: changed.messageId } },
      }),
    ).then(
      (message) => {
        const element = scroller.current
        const atEnd = element && element.scrollHeight - element.scrollTop - element.clientHeight < stickiness
        if (atEnd) settle.current = 'bottom'
        if (!message.fromMe && !messages?.some((m) => m.id === message.id))
          setAnnounced(`New message from ${senderName(message)}: ${previewOf(message)}`)
        setMessages((held) => (held ? upsert(held, message) : held))
      },
      () => undefined,
    )
  })

  const sends = allows(scopes, 'send')
  const unread = (messages ?? []).filter((m) => !m.fromMe && !m.deleted).slice(-Math.max(chat.unreadCount, 1))
  const markRead = () =>
    outcome.run(async () => {
      // Blue ticks for the unread messages, then the chat's unread state on the account's devices (the store's count).
      if (unread.length > 0)
        await unwrap(
          api.POST('/sessions/{sessionId}/chats/messages/read', {
            params: { path: { sessionId } },
            body: { messages: unread.slice(-100).map(refOf) },
          }),
        )
      if (allows(scopes, 'manage'))
        await unwrap(
          api.POST('/sessions/{sessionId}/chats/action', {
            params: { path: { sessionId } },
            body: { chatJid: chat.jid, action: 'mark_read' },
          }),
        )
    })

  return (
    <section class="conversation" aria-labelledby="chat-title">
      <header class="conversation-head">
        <button type="button" class="back" onClick={onBack}>
          Back to chats
        </button>
        <div class="chat-main">
          <h2 id="chat-title">{chatTitle(chat)}</h2>
          <span class="muted">{chat.jid}</span>
        </div>
        {sends && chat.unreadCount !== 0 ? (
          <button type="button" disabled={outcome.busy} onClick={markRead}>
            Mark as read
          </button>
        ) : null}
      </header>
      <div class="history" ref={scroller}>
        {cursor ? (
          <p key={cursor} ref={top} class="muted older">
            Loading older messages…
          </p>
        ) : messages !== null ? (
          <p class="muted older">
            {messages.length === 0 ? 'No message stored for this chat.' : 'Start of the stored history.'}
          </p>
        ) : null}
        <ol class="messages-log" aria-label="Messages" aria-busy={messages === null}>
          {messages?.map((message) => (
            <Bubble
              key={message.id}
              sessionId={sessionId}
              message={message}
              group={chat.kind === 'group'}
              held={messages}
              onReply={sends ? setReplyTo : null}
            />
          ))}
        </ol>
      </div>
      <p class="sr-only" role="status">
        {announced}
      </p>
      <ErrorText error={outcome.error} />
      {sends ? (
        <Composer
          sessionId={sessionId}
          chatJid={chat.jid}
          replyTo={replyTo}
          held={messages ?? []}
          onCancelReply={() => setReplyTo(null)}
          onSent={() => setReplyTo(null)}
        />
      ) : null}
    </section>
  )
}
