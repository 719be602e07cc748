import { useState } from 'preact/hooks'
import { type StoredMessage, unwrap } from '../api.js'
import { useDashboard } from '../context.js'
import { ErrorText, Field, useOutcome } from '../ui.js'
import { Quote } from './Bubble.js'
import { refOf } from './model.js'

type Attachment = 'file' | 'location' | 'poll' | null
type Upload = 'image' | 'video' | 'audio' | 'document'

/**
 * The chat's composer: a text (Enter sends, Shift+Enter a new line), or a file, a location or a poll, each as a reply
 * when one is chosen. Every send is an API send, paced as any (a 429 `send_paced` shows as its Problem). What was
 * sent appears in the history when the event stream reports it, as a send from anywhere else would.
 */
export function Composer({
  sessionId,
  chatJid,
  replyTo,
  held,
  onCancelReply,
  onSent,
}: {
  sessionId: string
  chatJid: string
  replyTo: StoredMessage | null
  held: StoredMessage[]
  onCancelReply: () => void
  onSent: () => void
}) {
  const { api } = useDashboard()
  const [text, setText] = useState('')
  const [attachment, setAttachment] = useState<Attachment>(null)
  const outcome = useOutcome()
  const params = { path: { sessionId } }
  const quoted = replyTo ? { quoted: refOf(replyTo) } : {}

  const send = async (action: () => Promise<unknown>) => {
    const done = await outcome.run(action)
    if (done === undefined) return false
    onSent()
    return true
  }
  const sendText = async () => {
    if (!text.trim()) return
    const sent = await send(() =>
      unwrap(
        api.POST('/sessions/{sessionId}/messages', {
          params,
          body: { to: chatJid, content: { type: 'text', text }, ...quoted },
        }),
      ),
    )
    if (sent) setText('')
  }
  // The upload form of each operation: openapi-fetch sends a FormData as it is, with its boundary.
  const upload = (kind: Upload, form: FormData) => {
    const body = form as unknown as { to: string; media: string }
    if (kind === 'image') return unwrap(api.POST('/sessions/{sessionId}/messages/image', { params, body }))
    if (kind === 'video') return unwrap(api.POST('/sessions/{sessionId}/messages/video', { params, body }))
    if (kind === 'audio') return unwrap(api.POST('/sessions/{sessionId}/messages/audio', { params, body }))
    return unwrap(api.POST('/sessions/{sessionId}/messages/document', { params, body }))
  }
  const attached = async (action: () => Promise<unknown>) => {
    if (await send(action)) setAttachment(null)
  }

  return (
    <div class="composer">
      {replyTo ? (
        <div class="replying">
          <Quote sessionId={sessionId} quoted={refOf(replyTo)} held={held} />
          <button type="button" onClick={onCancelReply}>
            Cancel reply
          </button>
        </div>
      ) : null}
      <fieldset class="row toggles">
        <legend class="sr-only">Attach</legend>
        {(
          [
            ['file', 'File'],
            ['location', 'Location'],
            ['poll', 'Poll'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={attachment === value}
            onClick={() => setAttachment(attachment === value ? null : value)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {attachment === 'file' ? (
        <FileForm
          busy={outcome.busy}
          onSend={(kind, form) =>
            attached(() => {
              form.set('to', chatJid)
              if (replyTo) form.set('quoted', JSON.stringify(refOf(replyTo)))
              return upload(kind, form)
            })
          }
        />
      ) : null}
      {attachment === 'location' ? (
        <LocationForm
          busy={outcome.busy}
          onSend={(content) =>
            attached(() =>
              unwrap(
                api.POST('/sessions/{sessionId}/messages/location', {
                  params,
                  body: { to: chatJid, content: { type: 'location', ...content }, ...quoted },
                }),
              ),
            )
          }
        />
      ) : null}
      {attachment === 'poll' ? (
        <PollForm
          busy={outcome.busy}
          onSend={(content) =>
            attached(() =>
              unwrap(
                api.POST('/sessions/{sessionId}/messages/poll', {
                  params,
                  body: { to: chatJid, content: { type: 'poll', ...content }, ...quoted },
                }),
              ),
            )
          }
        />
      ) : null}
      <form
        class="compose-text"
        onSubmit={(event) => {
          event.preventDefault()
          void sendText()
        }}
      >
        <textarea
          aria-label="Message"
          placeholder="Type a message"
          rows={1}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault()
              void sendText()
            }
          }}
        />
        <button type="submit" disabled={outcome.busy || !text.trim()}>
          Send
        </button>
      </form>
      <ErrorText error={outcome.error} />
    </div>
  )
}

/** A file, sent as what its type says: a photo, a video, audio (a voice note when ticked) or else a document. */
function FileForm({ busy, onSend }: { busy: boolean; onSend: (kind: Upload, form: FormData) => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [caption, setCaption] = useState('')
  const [voice, setVoice] = useState(false)
  const kind: Upload | null = !file
    ? null
    : file.type.startsWith('image/')
      ? 'image'
      : file.type.startsWith('video/')
        ? 'video'
        : file.type.startsWith('audio/')
          ? 'audio'
          : 'document'
  return (
    <form
      class="row attachment"
      onSubmit={(event) => {
        event.preventDefault()
        if (!file || !kind) return
        const form = new FormData()
        form.set('media', file)
        if (kind === 'document') form.set('fileName', file.name)
        if (kind === 'audio') form.set('voice', String(voice))
        else if (caption) form.set('caption', caption)
        onSend(kind, form)
      }}
    >
      <Field label="File">
        <input type="file" required onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
      </Field>
      {kind === 'audio' ? (
        <label>
          <input type="checkbox" checked={voice} onChange={(e) => setVoice(e.currentTarget.checked)} /> As a voice note
        </label>
      ) : (
        <Field label="Caption (optional)">
          <input value={caption} onInput={(e) => setCaption(e.currentTarget.value)} />
        </Field>
      )}
      <button type="submit" disabled={busy || !file}>
        Send {kind ?? 'file'}
      </button>
    </form>
  )
}

function LocationForm({
  busy,
  onSend,
}: {
  busy: boolean
  onSend: (content: { latitude: number; longitude: number; name?: string }) => void
}) {
  const [latitude, setLatitude] = useState('')
  const [longitude, setLongitude] = useState('')
  const [name, setName] = useState('')
  return (
    <form
      class="row attachment"
      onSubmit={(event) => {
        event.preventDefault()
        onSend({ latitude: Number(latitude), longitude: Number(longitude), ...(name ? { name } : {}) })
      }}
    >
      <Field label="Latitude">
        <input
          type="number"
          step="any"
          min="-90"
          max="90"
          required
          value={latitude}
          onInput={(e) => setLatitude(e.currentTarget.value)}
        />
      </Field>
      <Field label="Longitude">
        <input
          type="number"
          step="any"
          min="-180"
          max="180"
          required
          value={longitude}
          onInput={(e) => setLongitude(e.currentTarget.value)}
        />
      </Field>
      <Field label="Place name (optional)">
        <input value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </Field>
      <button type="submit" disabled={busy}>
        Send location
      </button>
    </form>
  )
}

function PollForm({
  busy,
  onSend,
}: {
  busy: boolean
  onSend: (content: { name: string; options: string[]; selectableCount: number }) => void
}) {
  const [name, setName] = useState('')
  const [options, setOptions] = useState('')
  const [many, setMany] = useState(false)
  const choices = options
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean)
  return (
    <form
      class="stack attachment"
      onSubmit={(event) => {
        event.preventDefault()
        onSend({ name, options: choices, selectableCount: many ? 0 : 1 })
      }}
    >
      <Field label="Question">
        <input required value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </Field>
      <Field label="Options (one a line, 2 to 12)">
        <textarea required value={options} onInput={(e) => setOptions(e.currentTarget.value)} />
      </Field>
      <label>
        <input type="checkbox" checked={many} onChange={(e) => setMany(e.currentTarget.checked)} /> Allow several
        answers
      </label>
      <button type="submit" disabled={busy || choices.length < 2 || choices.length > 12}>
        Send poll
      </button>
    </form>
  )
}
