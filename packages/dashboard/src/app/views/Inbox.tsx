import { useEffect, useState } from 'preact/hooks'
import type { StoredChat } from '../api.js'
import { ChatList } from '../inbox/ChatList.js'
import { Conversation } from '../inbox/Conversation.js'
import { SessionPicker, useSessions } from './SessionPicker.js'

/**
 * A session's conversations as WhatsApp Web shows them: the chat list beside the open chat (on a phone-wide page,
 * one at a time). Everything shown is read from the message store; nothing here marks the account online.
 */
export function InboxView() {
  const sessions = useSessions()
  const [sessionId, setSessionId] = useState('')
  const [chat, setChat] = useState<StoredChat | null>(null)
  // One session needs no choosing: the inbox opens on it (the first connected one when there are several).
  useEffect(() => {
    if (sessionId || sessions.length === 0) return
    setSessionId((sessions.find((s) => s.connectionState === 'connected') ?? sessions[0]!).sessionId)
  }, [sessions])
  return (
    <>
      <div class="row">
        <SessionPicker
          sessions={sessions}
          value={sessionId}
          onChange={(id) => {
            setSessionId(id)
            setChat(null)
          }}
        />
      </div>
      {sessionId ? (
        <div class={chat ? 'inbox open' : 'inbox'}>
          <ChatList key={sessionId} sessionId={sessionId} selected={chat?.jid ?? null} onOpen={setChat} />
          {chat ? (
            <Conversation
              key={`${sessionId}\n${chat.jid}`}
              sessionId={sessionId}
              initial={chat}
              onBack={() => setChat(null)}
            />
          ) : (
            <p class="conversation empty muted">Choose a chat to read it.</p>
          )}
        </div>
      ) : (
        <p>Choose a session.</p>
      )}
    </>
  )
}
