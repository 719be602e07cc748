import { useState } from 'preact/hooks'
import { allows, unwrap } from '../api.js'
import { useDashboard } from '../context.js'
import { ErrorText, Field, useOutcome } from '../ui.js'
import { SessionPicker, useSessions } from './SessionPicker.js'

type Kind = 'text' | 'image-url' | 'image-file'

/** A test message from a session: text, or an image by URL or uploaded from this computer. */
export function SendView() {
  const { api, scopes } = useDashboard()
  const sessions = useSessions()
  const [sessionId, setSessionId] = useState('')
  const [to, setTo] = useState('')
  const [kind, setKind] = useState<Kind>('text')
  const [text, setText] = useState('')
  const [mediaUrl, setMediaUrl] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const outcome = useOutcome()

  const send = () => {
    const path = { path: { sessionId } }
    if (kind === 'text')
      return unwrap(
        api.POST('/sessions/{sessionId}/messages', { params: path, body: { to, content: { type: 'text', text } } }),
      )
    if (kind === 'image-url')
      return unwrap(
        api.POST('/sessions/{sessionId}/messages/image', {
          params: path,
          body: { to, content: { type: 'image', mediaUrl, ...(text ? { caption: text } : {}) } },
        }),
      )
    const form = new FormData()
    form.set('to', to)
    form.set('media', file!)
    if (text) form.set('caption', text)
    // The upload form of the same operation: openapi-fetch sends a FormData as it is, with its boundary.
    return unwrap(
      api.POST('/sessions/{sessionId}/messages/image', {
        params: path,
        body: form as unknown as { to: string; media: string },
      }),
    )
  }

  return (
    <form
      class="stack"
      onSubmit={async (event) => {
        event.preventDefault()
        setSent(null)
        const message = await outcome.run(send)
        if (message) setSent(`Sent to ${message.chatJid}: message ${message.messageId}`)
      }}
    >
      {allows(scopes, 'read') ? (
        <SessionPicker sessions={sessions} value={sessionId} onChange={setSessionId} />
      ) : (
        // A key that may send but not read cannot list the sessions: it names one.
        <Field label="Session ID">
          <input required value={sessionId} onInput={(e) => setSessionId(e.currentTarget.value)} />
        </Field>
      )}
      <Field label="To (phone number or JID)">
        <input required value={to} onInput={(e) => setTo(e.currentTarget.value)} />
      </Field>
      <fieldset class="row">
        <legend>Content</legend>
        {(
          [
            ['text', 'Text'],
            ['image-url', 'Image by URL'],
            ['image-file', 'Image upload'],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="kind" checked={kind === value} onChange={() => setKind(value)} /> {label}
          </label>
        ))}
      </fieldset>
      {kind === 'image-url' ? (
        <Field label="Image URL">
          <input type="url" required value={mediaUrl} onInput={(e) => setMediaUrl(e.currentTarget.value)} />
        </Field>
      ) : null}
      {kind === 'image-file' ? (
        <Field label="Image file">
          <input type="file" accept="image/*" required onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
        </Field>
      ) : null}
      <Field label={kind === 'text' ? 'Text' : 'Caption (optional)'}>
        <textarea required={kind === 'text'} value={text} onInput={(e) => setText(e.currentTarget.value)} />
      </Field>
      <button type="submit" disabled={outcome.busy || !sessionId}>
        Send
      </button>
      {sent ? <p role="status">{sent}</p> : null}
      <ErrorText error={outcome.error} />
    </form>
  )
}
