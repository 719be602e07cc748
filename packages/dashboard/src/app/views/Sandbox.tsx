import { useEffect, useState } from 'preact/hooks'
import { unwrap } from '../api.js'
import { useDashboard, useEvents } from '../context.js'
import { type PhoneMessage, sandboxCall, type VirtualPhone } from '../sandbox.js'
import { ErrorText, Field, useOutcome } from '../ui.js'
import { SessionPicker, useSessions } from './SessionPicker.js'

/** The sandbox's virtual phones: create one, link a session to it, send from it, read what it received. */
export function SandboxView() {
  const { apiKey } = useDashboard()
  const [phones, setPhones] = useState<VirtualPhone[]>([])
  const [phoneNumber, setPhoneNumber] = useState('')
  const [selected, setSelected] = useState<string | null>(null)
  const outcome = useOutcome()
  const reload = () => outcome.run(async () => setPhones(await sandboxCall<VirtualPhone[]>(apiKey, 'GET', '/phones')))
  useEffect(() => void reload(), [apiKey])
  return (
    <>
      <section aria-labelledby="new-phone">
        <h2 id="new-phone">New virtual phone</h2>
        <form
          class="row"
          onSubmit={async (event) => {
            event.preventDefault()
            const created = await outcome.run(() =>
              sandboxCall<VirtualPhone>(apiKey, 'POST', '/phones', { phoneNumber }),
            )
            if (!created) return
            setPhoneNumber('')
            setSelected(created.phoneNumber)
            await reload()
          }}
        >
          <Field label="Phone number">
            <input
              inputMode="numeric"
              required
              value={phoneNumber}
              onInput={(e) => setPhoneNumber(e.currentTarget.value)}
            />
          </Field>
          <button type="submit" disabled={outcome.busy}>
            Create phone
          </button>
        </form>
        <ErrorText error={outcome.error} />
      </section>
      <section aria-labelledby="phones">
        <h2 id="phones">Phones</h2>
        {phones.length === 0 ? <p>No virtual phone yet.</p> : null}
        <ul class="cards">
          {phones.map((phone) => (
            <li key={phone.phoneNumber} class={phone.phoneNumber === selected ? 'card selected' : 'card'}>
              <button type="button" class="link" onClick={() => setSelected(phone.phoneNumber)}>
                {phone.phoneNumber}
              </button>
              <span class="muted">{phone.linkedDevices} linked devices</span>
            </li>
          ))}
        </ul>
      </section>
      {selected ? <Phone key={selected} phoneNumber={selected} onChanged={reload} /> : null}
    </>
  )
}

function Phone({ phoneNumber, onChanged }: { phoneNumber: string; onChanged: () => void }) {
  const { api, apiKey } = useDashboard()
  const sessions = useSessions()
  const [sessionId, setSessionId] = useState('')
  const [code, setCode] = useState('')
  const [to, setTo] = useState('')
  const [text, setText] = useState('')
  const [received, setReceived] = useState<PhoneMessage[]>([])
  const [linked, setLinked] = useState<string | null>(null)
  const outcome = useOutcome()
  const at = `/phones/${encodeURIComponent(phoneNumber)}`
  const readMessages = () =>
    outcome.run(async () => setReceived(await sandboxCall<PhoneMessage[]>(apiKey, 'GET', `${at}/messages`)))
  useEffect(() => void readMessages(), [phoneNumber])
  // A message a session sends is on the phone once the session reports it sent: read the phone's messages then.
  useEvents((event) => {
    if (event.type === 'message.sent' || event.type === 'message.receipt') void readMessages()
  })
  const link = (body: { code: string } | { qr: string }) =>
    outcome.run(async () => {
      const device = await sandboxCall<{ deviceJid: string; method: string }>(apiKey, 'POST', `${at}/link`, body)
      setLinked(`Linked ${device.deviceJid} by ${device.method}`)
      onChanged()
    })

  return (
    <section class="panel" aria-labelledby="phone">
      <h2 id="phone">Phone {phoneNumber}</h2>
      <h3>Link a session</h3>
      <form
        class="row"
        onSubmit={(event) => {
          event.preventDefault()
          void link({ code: code.trim() })
        }}
      >
        <Field label="Pairing code shown for the session">
          <input required value={code} onInput={(e) => setCode(e.currentTarget.value)} />
        </Field>
        <button type="submit" disabled={outcome.busy}>
          Link by code
        </button>
      </form>
      <div class="row">
        <SessionPicker sessions={sessions} value={sessionId} onChange={setSessionId} />
        <button
          type="button"
          disabled={outcome.busy || !sessionId}
          onClick={() =>
            outcome.run(async () => {
              // What scanning does: the phone reads the session's current QR.
              const { qr } = await unwrap(api.GET('/sessions/{sessionId}/auth/qr', { params: { path: { sessionId } } }))
              await link({ qr })
            })
          }
        >
          Scan its QR code
        </button>
      </div>
      {linked ? <p role="status">{linked}</p> : null}
      <h3>Send from this phone</h3>
      <form
        class="row"
        onSubmit={async (event) => {
          event.preventDefault()
          const sent = await outcome.run(() => sandboxCall(apiKey, 'POST', `${at}/messages`, { to, text }))
          if (sent) setText('')
        }}
      >
        <Field label="To (phone number)">
          <input required value={to} onInput={(e) => setTo(e.currentTarget.value)} />
        </Field>
        <Field label="Text">
          <input required value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </Field>
        <button type="submit" disabled={outcome.busy}>
          Send from phone
        </button>
      </form>
      <ErrorText error={outcome.error} />
      <h3>Received</h3>
      {received.length === 0 ? <p>Nothing received yet.</p> : null}
      <ul class="messages" aria-label="Received messages">
        {received.map((m) => (
          <li key={m.id}>
            <span class="muted">{m.from}</span>{' '}
            {m.text ?? (m.media ? `[${m.media.type}] ${m.media.caption ?? ''}` : '[no text]')}
          </li>
        ))}
      </ul>
    </section>
  )
}
