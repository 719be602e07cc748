import { useEffect, useState } from 'preact/hooks'
import { allows, type Session, unwrap } from '../api.js'
import { useDashboard, useEvents } from '../context.js'
import { Confirm, ErrorText, Field, useOutcome, when } from '../ui.js'
import { Pairing } from './Pairing.js'

// The events after which a session's status has changed: the page reads it again then, and never polls.
const changesStatus = new Set(['session.created', 'connection.state', 'auth.paired', 'auth.qr'])

export function SessionsView() {
  const { api, scopes } = useDashboard()
  const manages = allows(scopes, 'manage')
  const [sessions, setSessions] = useState<Session[] | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const outcome = useOutcome()

  useEffect(() => {
    void outcome.run(async () => setSessions(await unwrap(api.GET('/sessions'))))
  }, [api])
  const put = (session: Session) =>
    setSessions((list) =>
      list?.some((s) => s.sessionId === session.sessionId)
        ? list.map((s) => (s.sessionId === session.sessionId ? session : s))
        : [...(list ?? []), session],
    )
  useEvents((event) => {
    if (event.type === 'session.deleted')
      setSessions((list) => list?.filter((s) => s.sessionId !== event.sessionId) ?? null)
    else if (changesStatus.has(event.type))
      void unwrap(api.GET('/sessions/{sessionId}', { params: { path: { sessionId: event.sessionId } } })).then(
        put,
        () => undefined,
      )
  })

  const session = sessions?.find((s) => s.sessionId === selected) ?? null
  return (
    <>
      {manages ? (
        <CreateSession
          onCreated={(created) => {
            put(created)
            setSelected(created.sessionId)
          }}
        />
      ) : null}
      <ErrorText error={outcome.error} />
      <section aria-labelledby="session-list">
        <h2 id="session-list">All sessions</h2>
        {sessions?.length === 0 ? <p>No session yet: create one above.</p> : null}
        <ul class="cards">
          {sessions?.map((s) => (
            <li key={s.sessionId} class={s.sessionId === selected ? 'card selected' : 'card'}>
              <button type="button" class="link" onClick={() => setSelected(s.sessionId)}>
                {s.displayName}
              </button>
              <span class="muted">{s.sessionId}</span>
              <StateBadge session={s} />
              <span class="muted">{s.phoneJid ?? 'not paired'}</span>
            </li>
          ))}
        </ul>
      </section>
      {session ? (
        <SessionDetails
          key={session.sessionId}
          session={session}
          manages={manages}
          onChange={put}
          onDeleted={() => {
            setSessions((list) => list?.filter((s) => s.sessionId !== session.sessionId) ?? null)
            setSelected(null)
          }}
        />
      ) : null}
    </>
  )
}

export const StateBadge = ({ session }: { session: Session }) => (
  <span class={`badge ${session.connectionState}`} data-testid="session-state">
    {session.connectionState}
  </span>
)

/**
 * A close as the page words it. WhatsApp closes a new link with 515 `restart_required` and the session logs in again
 * at once (docs/sessions.md): routine after every pairing, so it is not worded as a failure.
 */
function disconnectLine(last: NonNullable<Session['lastDisconnect']>): string {
  if (last.reason === 'restart_required') return `${when(last.at)}: restarted after pairing, as WhatsApp asks (routine)`
  return `${when(last.at)}: ${last.reason}${last.statusCode === null ? '' : ` (${last.statusCode})`}${last.message ? `, ${last.message}` : ''}`
}

function CreateSession({ onCreated }: { onCreated: (session: Session) => void }) {
  const { api } = useDashboard()
  const [displayName, setDisplayName] = useState('')
  const [sessionId, setSessionId] = useState('')
  const outcome = useOutcome()
  return (
    <section aria-labelledby="create-session">
      <h2 id="create-session">New session</h2>
      <form
        class="row"
        onSubmit={async (event) => {
          event.preventDefault()
          const created = await outcome.run(() =>
            unwrap(api.POST('/sessions', { body: { displayName, ...(sessionId ? { sessionId } : {}) } })),
          )
          if (!created) return
          setDisplayName('')
          setSessionId('')
          onCreated(created)
        }}
      >
        <Field label="Display name">
          <input required value={displayName} onInput={(e) => setDisplayName(e.currentTarget.value)} />
        </Field>
        <Field label="Session ID (optional)">
          <input value={sessionId} onInput={(e) => setSessionId(e.currentTarget.value)} />
        </Field>
        <button type="submit" disabled={outcome.busy}>
          Create session
        </button>
      </form>
      <ErrorText error={outcome.error} />
    </section>
  )
}

function SessionDetails({
  session,
  manages,
  onChange,
  onDeleted,
}: {
  session: Session
  manages: boolean
  onChange: (session: Session) => void
  onDeleted: () => void
}) {
  const { api } = useDashboard()
  const outcome = useOutcome()
  const path = { params: { path: { sessionId: session.sessionId } } }
  const connect = () => unwrap(api.POST('/sessions/{sessionId}/connect', path))
  const disconnect = () => unwrap(api.POST('/sessions/{sessionId}/disconnect', path))
  const act = (action: 'connect' | 'disconnect' | 'restart') =>
    outcome.run(async () => {
      // A restart is the API's two steps: stop the runtime (credentials kept), then log in again.
      if (action !== 'connect') onChange(await disconnect())
      if (action !== 'disconnect') onChange(await connect())
    })
  const last = session.lastDisconnect
  return (
    <section aria-labelledby="session-details" class="panel">
      <h2 id="session-details">{session.displayName}</h2>
      <dl class="facts">
        <dt>Session ID</dt>
        <dd>{session.sessionId}</dd>
        <dt>State</dt>
        <dd>
          <StateBadge session={session} />
        </dd>
        <dt>Phone</dt>
        <dd>{session.phoneJid ?? 'not paired'}</dd>
        <dt>Device</dt>
        <dd>{session.deviceBrowser}</dd>
        <dt>Last connected</dt>
        <dd>{when(session.lastConnectedAt)}</dd>
        <dt>Last disconnect</dt>
        <dd>{last ? disconnectLine(last) : '—'}</dd>
        <dt>Error</dt>
        <dd>
          {session.errorReason
            ? `${session.errorReason}${session.errorMessage ? `: ${session.errorMessage}` : ''}`
            : '—'}
        </dd>
      </dl>
      {manages ? (
        <div class="row">
          <button type="button" onClick={() => act('connect')} disabled={outcome.busy || session.active}>
            Connect
          </button>
          <button type="button" onClick={() => act('disconnect')} disabled={outcome.busy || !session.active}>
            Disconnect
          </button>
          <button type="button" onClick={() => act('restart')} disabled={outcome.busy || !session.active}>
            Restart
          </button>
          <Confirm
            label="Delete"
            question={`Delete session ${session.displayName}? It logs out of WhatsApp.`}
            onConfirm={() =>
              void outcome.run(async () => {
                await api.DELETE('/sessions/{sessionId}', path).then(({ error, response }) => {
                  if (error) throw new Error(`${error.detail} (${error.code})`)
                  return response
                })
                onDeleted()
              })
            }
          />
        </div>
      ) : null}
      <ErrorText error={outcome.error} />
      {session.paired || !manages ? null : <Pairing session={session} />}
    </section>
  )
}
