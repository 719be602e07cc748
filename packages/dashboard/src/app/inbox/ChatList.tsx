import { useEffect, useState } from 'preact/hooks'
import { type StoredChat, unwrap, unwrapPage } from '../api.js'
import { useDashboard, useEvents } from '../context.js'
import { ErrorText, useOutcome } from '../ui.js'
import { changedChat, chatTitle, clock, ordered, previewOf } from './model.js'
import { useSentinel } from './scroll.js'

type ChatFilter = 'all' | 'unread' | 'archived'
const filters: [ChatFilter, string][] = [
  ['all', 'All'],
  ['unread', 'Unread'],
  ['archived', 'Archived'],
]

// The store answers at most 100 a page; a page this size fills a tall list at once.
const pageSize = '50'

const fits = (chat: StoredChat, filter: ChatFilter) =>
  filter === 'archived' ? chat.archived : !chat.archived && (filter === 'all' || chat.unreadCount !== 0)

/**
 * The session's stored chats, as WhatsApp Web lists them: pinned first, then by latest activity, each with its last
 * message, time and unread count. Pages are read as the list scrolls; the search filters what is read, and reading
 * goes on while the search leaves the end of the list in view, so it reaches every chat.
 */
export function ChatList({
  sessionId,
  selected,
  onOpen,
}: {
  sessionId: string
  selected: string | null
  onOpen: (chat: StoredChat) => void
}) {
  const { api } = useDashboard()
  const [filter, setFilter] = useState<ChatFilter>('all')
  const [search, setSearch] = useState('')
  const [chats, setChats] = useState<StoredChat[] | null>(null)
  const [cursor, setCursor] = useState<string | null>(null)
  const outcome = useOutcome()

  const query = (next: string | null) => ({
    params: {
      path: { sessionId },
      query: {
        limit: pageSize,
        ...(filter === 'archived' ? { archived: 'true' as const } : { archived: 'false' as const }),
        ...(filter === 'unread' ? { unread: 'true' as const } : {}),
        ...(next ? { cursor: next } : {}),
      },
    },
  })
  const first = () =>
    outcome.run(async () => {
      const page = await unwrapPage(api.GET('/sessions/{sessionId}/chats', query(null)))
      setChats(page.data)
      setCursor(page.nextCursor)
    })
  useEffect(() => {
    setChats(null)
    void first()
  }, [api, sessionId, filter])

  const more = async () => {
    if (!cursor || outcome.busy) return
    await outcome.run(async () => {
      const page = await unwrapPage(api.GET('/sessions/{sessionId}/chats', query(cursor)))
      setChats((held) => [...(held ?? []), ...page.data.filter((c) => !held?.some((h) => h.jid === c.jid))])
      setCursor(page.nextCursor)
    })
  }
  const end = useSentinel(() => void more())

  // A message or a chat change moves or updates its chat: read the chat back from the store.
  useEvents((event) => {
    if (event.sessionId !== sessionId) return
    // The phone's history brings chats by the batch (at link time, and later chunks): the list is read again.
    if (event.type === 'history.synced') return void first()
    const jid = changedChat(event)
    if (!jid) return
    void unwrap(
      api.GET('/sessions/{sessionId}/chats/{chatJid}', { params: { path: { sessionId, chatJid: jid } } }),
    ).then(
      (chat) =>
        setChats((held) => {
          const others = (held ?? []).filter((c) => c.jid !== chat.jid)
          return fits(chat, filter) ? [chat, ...others] : others
        }),
      () => undefined,
    )
  })

  const needle = search.trim().toLowerCase()
  const shown = ordered(chats ?? []).filter(
    (chat) => !needle || chatTitle(chat).toLowerCase().includes(needle) || chat.jid.includes(needle),
  )
  return (
    <section class="chat-list" aria-label="Chats">
      <input
        type="search"
        aria-label="Search chats"
        placeholder="Search chats"
        value={search}
        onInput={(e) => setSearch(e.currentTarget.value)}
      />
      <fieldset class="row toggles">
        <legend class="sr-only">Show</legend>
        {filters.map(([value, label]) => (
          <button key={value} type="button" aria-pressed={value === filter} onClick={() => setFilter(value)}>
            {label}
          </button>
        ))}
      </fieldset>
      <ErrorText error={outcome.error} />
      <ul class="chats" aria-label="Chat list" aria-busy={chats === null}>
        {shown.map((chat) => (
          <ChatRow
            key={chat.jid}
            sessionId={sessionId}
            chat={chat}
            current={chat.jid === selected}
            onOpen={() => onOpen(chat)}
          />
        ))}
        {cursor ? (
          <li key={cursor} ref={end} class="muted">
            Loading more chats…
          </li>
        ) : null}
      </ul>
      {chats !== null && shown.length === 0 && !cursor ? (
        <p class="muted">{needle ? 'No chat matches.' : 'No chat stored yet.'}</p>
      ) : null}
    </section>
  )
}

// The last message of each chat, once read: a list redrawn by an event keeps the lines it already has.
const previews = new Map<string, string>()

function ChatRow({
  sessionId,
  chat,
  current,
  onOpen,
}: {
  sessionId: string
  chat: StoredChat
  current: boolean
  onOpen: () => void
}) {
  const { api } = useDashboard()
  const last = chat.lastMessage
  const cacheKey = last ? `${sessionId}\n${chat.jid}\n${last.id}` : ''
  const [preview, setPreview] = useState(previews.get(cacheKey) ?? '')
  useEffect(() => {
    if (!last || previews.has(cacheKey)) return setPreview(previews.get(cacheKey) ?? '')
    void unwrap(
      api.GET('/sessions/{sessionId}/chats/{chatJid}/messages/{messageId}', {
        params: { path: { sessionId, chatJid: chat.jid, messageId: last.id } },
      }),
    ).then(
      (message) => {
        const line = `${message.fromMe ? 'You: ' : ''}${previewOf(message)}`
        previews.set(cacheKey, line)
        setPreview(line)
      },
      () => undefined,
    )
  }, [api, cacheKey])
  const unread = chat.unreadCount === -1 ? 'Marked unread' : chat.unreadCount > 0 ? `${chat.unreadCount} unread` : null
  return (
    <li>
      <button type="button" class="chat" aria-current={current ? 'true' : undefined} onClick={onOpen}>
        <span class="avatar" aria-hidden="true">
          {chatTitle(chat).replace(/^\+/, '').slice(0, 1).toUpperCase()}
        </span>
        <span class="chat-main">
          <span class="chat-top">
            <strong class="chat-name">{chatTitle(chat)}</strong>
            <span class="muted chat-time">{chat.lastActivityAt ? clock(chat.lastActivityAt) : ''}</span>
          </span>
          <span class="chat-bottom">
            <span class="muted chat-preview">{preview}</span>
            {chat.pinned ? <span class="flag">Pinned</span> : null}
            {chat.muted ? <span class="flag">Muted</span> : null}
            {unread ? (
              <span class="unread">
                <span aria-hidden="true">{chat.unreadCount === -1 ? '' : chat.unreadCount}</span>
                <span class="sr-only">{unread}</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  )
}
