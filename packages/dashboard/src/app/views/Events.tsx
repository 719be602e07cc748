import { useState } from 'preact/hooks'
import { useDashboard } from '../context.js'
import type { Envelope } from '../events.js'
import { SelectField, when } from '../ui.js'

/** The tab's event stream as it arrives: filter by session and type, pause, open one envelope as JSON. */
export function EventsView() {
  const { recent } = useDashboard()
  // Paused, the view holds the list as it was; the stream goes on underneath and shows again on resume.
  const [frozen, setFrozen] = useState<Envelope[] | null>(null)
  const paused = frozen !== null
  const events = frozen ?? recent
  const [sessionFilter, setSessionFilter] = useState('')
  const [typeFilter, setTypeFilter] = useState('')
  const [opened, setOpened] = useState<Envelope | null>(null)
  const shown = events.filter(
    (e) => (!sessionFilter || e.sessionId === sessionFilter) && (!typeFilter || e.type === typeFilter),
  )
  const sessions = [...new Set(events.map((e) => e.sessionId))].filter(Boolean)
  const types = [...new Set(events.map((e) => e.type))]
  return (
    <>
      <div class="row">
        <SelectField label="Session" value={sessionFilter} onChange={setSessionFilter}>
          <option value="">All sessions</option>
          {sessions.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </SelectField>
        <SelectField label="Type" value={typeFilter} onChange={setTypeFilter}>
          <option value="">All types</option>
          {types.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </SelectField>
        <button type="button" aria-pressed={paused} onClick={() => setFrozen(paused ? null : recent)}>
          {paused ? 'Resume' : 'Pause'}
        </button>
      </div>
      {shown.length === 0 ? <p>No event yet: they appear here as they happen.</p> : null}
      <div class="scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Type</th>
              <th scope="col">Session</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((event) => (
              <tr key={event.id}>
                <td>{when(event.createdAt)}</td>
                <td>
                  <button type="button" class="link" onClick={() => setOpened(event)}>
                    {event.type}
                  </button>
                </td>
                <td>{event.sessionId || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {opened ? (
        <section class="panel" aria-labelledby="envelope">
          <div class="row">
            <h2 id="envelope">{opened.type}</h2>
            <button type="button" onClick={() => setOpened(null)}>
              Close
            </button>
          </div>
          <pre>{JSON.stringify(opened, null, 2)}</pre>
        </section>
      ) : null}
    </>
  )
}
