import { useEffect, useState } from 'preact/hooks'
import { allows, type Session, unwrap } from '../api.js'
import { useDashboard } from '../context.js'
import { SelectField } from '../ui.js'

/** A choice of session for the views that act through one; it remembers nothing beyond the view. */
export function useSessions(): Session[] {
  const { api, scopes } = useDashboard()
  const [sessions, setSessions] = useState<Session[]>([])
  useEffect(() => {
    if (allows(scopes, 'read')) void unwrap(api.GET('/sessions')).then(setSessions, () => undefined)
  }, [api, scopes])
  return sessions
}

export function SessionPicker({
  sessions,
  value,
  onChange,
}: {
  sessions: Session[]
  value: string
  onChange: (sessionId: string) => void
}) {
  return (
    <SelectField label="Session" value={value} onChange={onChange}>
      <option value="">Choose a session</option>
      {sessions.map((s) => (
        <option key={s.sessionId} value={s.sessionId}>
          {s.displayName} ({s.connectionState})
        </option>
      ))}
    </SelectField>
  )
}
