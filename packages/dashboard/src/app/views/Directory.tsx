import { useEffect, useState } from 'preact/hooks'
import { unwrap } from '../api.js'
import { useDashboard } from '../context.js'
import { ErrorText, useOutcome, when } from '../ui.js'
import { SessionPicker, useSessions } from './SessionPicker.js'

const lists = ['Groups', 'Channels', 'Calls', 'Chats'] as const
type List = (typeof lists)[number]

/** What a connected session holds, read-only: its groups with members and roles, channels, calls and chats. */
export function DirectoryView() {
  const sessions = useSessions()
  const [sessionId, setSessionId] = useState('')
  const [list, setList] = useState<List>('Groups')
  return (
    <>
      <div class="row">
        <SessionPicker sessions={sessions} value={sessionId} onChange={setSessionId} />
        <fieldset class="row toggles">
          <legend class="sr-only">List</legend>
          {lists.map((name) => (
            <button key={name} type="button" aria-pressed={name === list} onClick={() => setList(name)}>
              {name}
            </button>
          ))}
        </fieldset>
      </div>
      {sessionId ? <Rows key={`${sessionId}:${list}`} sessionId={sessionId} list={list} /> : <p>Choose a session.</p>}
    </>
  )
}

interface Row {
  key: string
  title: string
  detail: string
}

function Rows({ sessionId, list }: { sessionId: string; list: List }) {
  const { api } = useDashboard()
  const [rows, setRows] = useState<Row[] | null>(null)
  const outcome = useOutcome()
  useEffect(() => {
    const params = { params: { path: { sessionId } } }
    const read = async (): Promise<Row[]> => {
      if (list === 'Groups')
        return (await unwrap(api.GET('/sessions/{sessionId}/groups', params))).map((g) => ({
          key: g.jid,
          title: g.subject,
          detail: g.participants.map((p) => `${p.phoneJid ?? p.jid} (${p.role})`).join(', '),
        }))
      if (list === 'Channels')
        return (await unwrap(api.GET('/sessions/{sessionId}/newsletters/subscribed', params))).map((c) => ({
          key: c.jid,
          title: c.name ?? c.jid,
          detail: `${c.subscribers ?? '?'} followers`,
        }))
      if (list === 'Calls')
        return (await unwrap(api.GET('/sessions/{sessionId}/calls', params))).map((c) => ({
          key: c.callId,
          title: `${c.direction} ${c.mediaType} call with ${c.peerJid}`,
          detail: `${c.state}${c.endReason ? ` (${c.endReason})` : ''}, ${when(c.startedAt)}`,
        }))
      return (await unwrap(api.GET('/sessions/{sessionId}/chats', params))).map((c) => ({
        key: c.jid,
        title: c.name ?? c.jid,
        detail: `${c.name ? `${c.jid}, ` : ''}${c.kind}, ${c.messageCount} messages, ${c.unreadCount} unread, last ${when(c.lastActivityAt)}`,
      }))
    }
    void outcome.run(async () => setRows(await read()))
  }, [api, sessionId, list])
  return (
    <section aria-label={list}>
      <ErrorText error={outcome.error} />
      {rows?.length === 0 ? <p>None.</p> : null}
      <ul class="cards">
        {rows?.map((row) => (
          <li key={row.key} class="card">
            <strong>{row.title}</strong>
            <span class="muted">{row.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
