import { useEffect, useState } from 'preact/hooks'
import { type Delivery, type EventType, unwrap, type Webhook } from '../api.js'
import { useDashboard } from '../context.js'
import { Confirm, ErrorText, Field, useOutcome, when } from '../ui.js'

// The event names the API accepts, taken from its OpenAPI document when the page is built (tsup.config.ts).
declare const SESSIONKIT_EVENT_TYPES: EventType[]

export function WebhooksView() {
  const { api } = useDashboard()
  const [webhooks, setWebhooks] = useState<Webhook[] | null>(null)
  const [secret, setSecret] = useState<{ webhookId: string; secret: string } | null>(null)
  const outcome = useOutcome()
  const reload = () => outcome.run(async () => setWebhooks(await unwrap(api.GET('/webhooks'))))
  useEffect(() => void reload(), [api])

  return (
    <>
      <section aria-labelledby="create-webhook">
        <h2 id="create-webhook">New webhook</h2>
        <WebhookForm
          submitLabel="Create webhook"
          onSubmit={async (body) => {
            const created = await unwrap(api.POST('/webhooks', { body }))
            setSecret({ webhookId: created.id, secret: created.secret })
            await reload()
          }}
        />
      </section>
      {secret ? <SecretOnce {...secret} onDone={() => setSecret(null)} /> : null}
      <ErrorText error={outcome.error} />
      <section aria-labelledby="webhook-list">
        <h2 id="webhook-list">Webhooks</h2>
        {webhooks?.length === 0 ? <p>No webhook yet.</p> : null}
        {webhooks?.map((webhook) => (
          <WebhookItem
            key={webhook.id}
            webhook={webhook}
            onChanged={reload}
            onSecret={(value) => setSecret({ webhookId: webhook.id, secret: value })}
          />
        ))}
      </section>
    </>
  )
}

/** A signing secret, shown once (the API never shows it again), with a copy button. */
function SecretOnce({ webhookId, secret, onDone }: { webhookId: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false)
  return (
    <section class="panel secret" aria-labelledby="secret-once">
      <h2 id="secret-once">Signing secret of {webhookId}</h2>
      <p>Copy it now: it is shown this once.</p>
      <code data-testid="webhook-secret">{secret}</code>
      <div class="row">
        <button
          type="button"
          onClick={() =>
            void navigator.clipboard.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy secret
        </button>
        <button type="button" onClick={onDone}>
          I have saved it
        </button>
        {copied ? <span role="status">Copied</span> : null}
      </div>
    </section>
  )
}

function WebhookForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial?: Webhook
  submitLabel: string
  onSubmit: (body: { url: string; events: EventType[] }) => Promise<void>
}) {
  const [url, setUrl] = useState(initial?.url ?? '')
  const [events, setEvents] = useState<EventType[]>(initial?.events ?? ['*'])
  const outcome = useOutcome()
  const toggle = (type: EventType, on: boolean) =>
    setEvents((list) => (on ? [...list.filter((t) => t !== type), type] : list.filter((t) => t !== type)))
  return (
    <form
      class="stack"
      onSubmit={async (event) => {
        event.preventDefault()
        await outcome.run(() => onSubmit({ url, events }))
      }}
    >
      <Field label="URL">
        <input type="url" required value={url} onInput={(e) => setUrl(e.currentTarget.value)} />
      </Field>
      <fieldset class="events">
        <legend>Events</legend>
        {SESSIONKIT_EVENT_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(e) => toggle(type, e.currentTarget.checked)}
            />{' '}
            {type === '*' ? 'every event (*)' : type}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={outcome.busy || events.length === 0}>
        {submitLabel}
      </button>
      <ErrorText error={outcome.error} />
    </form>
  )
}

function WebhookItem({
  webhook,
  onChanged,
  onSecret,
}: {
  webhook: Webhook
  onChanged: () => void
  onSecret: (secret: string) => void
}) {
  const { api } = useDashboard()
  const [editing, setEditing] = useState(false)
  const [deliveriesShown, setDeliveriesShown] = useState(false)
  const [version, setVersion] = useState(0)
  const outcome = useOutcome()
  const path = { params: { path: { webhookId: webhook.id } } }
  const patch = (body: { url?: string; events?: EventType[]; enabled?: boolean }) =>
    unwrap(api.PATCH('/webhooks/{webhookId}', { ...path, body })).then(onChanged)

  return (
    <article class="panel" aria-label={`Webhook ${webhook.url}`}>
      <h3 class="url">{webhook.url}</h3>
      <p>
        <span class={`badge ${webhook.enabled ? 'connected' : 'inactive'}`}>
          {webhook.enabled ? 'enabled' : 'disabled'}
        </span>{' '}
        {webhook.disabledReason ? <span class="muted">{webhook.disabledReason} </span> : null}
        <span class="muted">{webhook.events.join(', ')}</span>
        {/* Which stored key set it up, so an operator cleaning up after a leaked key finds what it made. */}
        {webhook.createdByKeyId ? <span class="muted"> · created by key {webhook.createdByKeyId}</span> : null}
      </p>
      <div class="row">
        <button type="button" onClick={() => setEditing(!editing)} aria-expanded={editing}>
          Edit
        </button>
        <button
          type="button"
          disabled={outcome.busy}
          onClick={() => outcome.run(() => patch({ enabled: !webhook.enabled }))}
        >
          {webhook.enabled ? 'Disable' : 'Enable'}
        </button>
        <button
          type="button"
          disabled={outcome.busy}
          onClick={() =>
            outcome.run(async () => {
              const rotated = await unwrap(api.POST('/webhooks/{webhookId}/rotate-secret', { ...path, body: {} }))
              onSecret(rotated.secret)
            })
          }
        >
          Rotate secret
        </button>
        <button
          type="button"
          disabled={outcome.busy}
          onClick={() =>
            outcome.run(async () => {
              await unwrap(api.POST('/webhooks/{webhookId}/test', path))
              setDeliveriesShown(true)
              setVersion((v) => v + 1)
            })
          }
        >
          Send test event
        </button>
        <button type="button" onClick={() => setDeliveriesShown(!deliveriesShown)} aria-expanded={deliveriesShown}>
          Deliveries
        </button>
        <Confirm
          label="Delete"
          question="Delete this webhook?"
          onConfirm={() =>
            void outcome.run(async () => {
              const { error } = await api.DELETE('/webhooks/{webhookId}', path)
              if (error) throw new Error(`${error.detail} (${error.code})`)
              onChanged()
            })
          }
        />
      </div>
      <ErrorText error={outcome.error} />
      {editing ? (
        <WebhookForm
          initial={webhook}
          submitLabel="Save"
          onSubmit={async (body) => {
            await patch(body)
            setEditing(false)
          }}
        />
      ) : null}
      {deliveriesShown ? <Deliveries webhookId={webhook.id} version={version} /> : null}
    </article>
  )
}

/** A delivery whose last attempt got no 2xx is failed in the spec's words, even while retries are still due. */
const lastAttemptFailed = (delivery: Delivery) => {
  const last = delivery.attempts.at(-1)
  return last !== undefined && (last.statusCode === null || last.statusCode < 200 || last.statusCode > 299)
}

function statusText(delivery: Delivery): string {
  if (delivery.status === 'failed') return 'failed'
  if (delivery.status === 'delivered') return 'delivered'
  if (lastAttemptFailed(delivery)) return `failed, retry ${when(delivery.nextAttemptAt)}`
  return 'pending'
}

function Deliveries({ webhookId, version }: { webhookId: string; version: number }) {
  const { api } = useDashboard()
  const [deliveries, setDeliveries] = useState<Delivery[] | null>(null)
  const [reads, setReads] = useState(0)
  const outcome = useOutcome()
  const path = { webhookId }
  useEffect(() => {
    void outcome.run(async () =>
      setDeliveries(
        await unwrap(api.GET('/webhooks/{webhookId}/deliveries', { params: { path, query: { limit: '50' } } })),
      ),
    )
  }, [api, webhookId, version, reads])
  // An attempt the server has due within a minute changes the log: read it again just after, not on a timer.
  useEffect(() => {
    const due = (deliveries ?? [])
      .filter((d) => d.status === 'pending' && d.nextAttemptAt)
      .map((d) => Date.parse(d.nextAttemptAt!))
      .filter((at) => at - Date.now() < 60_000)
    if (due.length === 0) return
    const wait = Math.max(Math.min(...due) - Date.now(), 0) + 1000
    const timer = setTimeout(() => setReads((n) => n + 1), wait)
    return () => clearTimeout(timer)
  }, [deliveries])

  return (
    <section aria-label="Deliveries">
      <div class="row">
        <h4>Deliveries</h4>
        <button type="button" onClick={() => setReads((n) => n + 1)}>
          Refresh
        </button>
      </div>
      <ErrorText error={outcome.error} />
      {deliveries?.length === 0 ? <p>No delivery yet.</p> : null}
      <div class="scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Created</th>
              <th scope="col">
                <span class="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries?.map((delivery) => (
              <tr key={delivery.id} class={lastAttemptFailed(delivery) ? 'failed' : undefined} data-testid="delivery">
                <td>{delivery.eventType}</td>
                <td>
                  <span
                    class={`badge ${lastAttemptFailed(delivery) ? 'error' : delivery.status === 'delivered' ? 'connected' : 'inactive'}`}
                  >
                    {statusText(delivery)}
                  </span>
                </td>
                <td>
                  <ol class="attempts">
                    {delivery.attempts.map((attempt) => (
                      <li key={attempt.at}>
                        {attempt.statusCode ?? 'no answer'} · {Math.round(attempt.durationMs)} ms
                        {attempt.error ? ` · ${attempt.error}` : ''}
                      </li>
                    ))}
                  </ol>
                </td>
                <td>{when(delivery.createdAt)}</td>
                <td>
                  <button
                    type="button"
                    disabled={outcome.busy}
                    onClick={() =>
                      outcome.run(async () => {
                        await unwrap(
                          api.POST('/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver', {
                            params: { path: { webhookId, deliveryId: delivery.id } },
                          }),
                        )
                        setReads((n) => n + 1)
                      })
                    }
                  >
                    Redeliver
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
