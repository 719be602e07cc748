import { useEffect, useState } from 'preact/hooks'
import { type Session, sandboxBasePath, unwrap } from '../api.js'
import { useDashboard, useEvents } from '../context.js'
import { QrCanvas } from '../Qr.js'
import { sandboxCall } from '../sandbox.js'
import { ErrorText, Field, useOutcome } from '../ui.js'

/** A number as people type it (`+1 555 000 2222`, `(555) 000-2222`): the digits the API takes. */
export const digitsOf = (typed: string): string => typed.replace(/\D/g, '')

/** A pairing code as WhatsApp shows it on the phone: two groups of four. */
export const dashed = (code: string): string => (code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code)

const clockTime = (iso: string) => new Date(iso).toLocaleTimeString()

/**
 * Pairing an unpaired session: the QR is asked for as soon as the panel opens (that starts the session) and
 * redrawn as WhatsApp rotates it, with its expiry; the pairing code comes on request for a number typed any way,
 * with a copy button. A session that stops (Disconnect) drops its QR, which no longer pairs anything. In sandbox
 * mode a virtual phone links here in one step.
 */
export function Pairing({ session }: { session: Session }) {
  const { api, apiKey } = useDashboard()
  const [method, setMethod] = useState<'qr' | 'code'>('qr')
  const [qr, setQr] = useState<{ qr: string; expiresAt: string } | null>(null)
  const [code, setCode] = useState<string | null>(null)
  const [phoneNumber, setPhoneNumber] = useState('')
  const [copied, setCopied] = useState(false)
  const outcome = useOutcome()
  const path = { params: { path: { sessionId: session.sessionId } } }
  const readQr = () => outcome.run(async () => setQr(await unwrap(api.GET('/sessions/{sessionId}/auth/qr', path))))

  useEffect(() => {
    if (method === 'qr') void readQr()
  }, [method])
  useEffect(() => {
    if (!session.active) setQr(null)
  }, [session.active])
  useEvents((event) => {
    if (event.sessionId === session.sessionId && event.type === 'auth.qr')
      setQr(event.data as { qr: string; expiresAt: string })
  })

  return (
    <section aria-labelledby="pairing">
      <h3 id="pairing">Pair with a phone</h3>
      <div class="row" role="radiogroup" aria-label="Pairing method">
        <label>
          <input type="radio" name="method" checked={method === 'qr'} onChange={() => setMethod('qr')} /> QR code
        </label>
        <label>
          <input type="radio" name="method" checked={method === 'code'} onChange={() => setMethod('code')} /> Pairing
          code
        </label>
      </div>
      {method === 'qr' ? (
        <>
          <p>On the phone: WhatsApp › Linked devices › Link a device, then scan.</p>
          {qr ? (
            <>
              <QrCanvas text={qr.qr} />
              <p class="muted">WhatsApp replaces it at {clockTime(qr.expiresAt)}; the new one shows here by itself.</p>
            </>
          ) : (
            <button type="button" disabled={outcome.busy} onClick={readQr}>
              Show QR code
            </button>
          )}
        </>
      ) : (
        <>
          <form
            class="row"
            onSubmit={async (event) => {
              event.preventDefault()
              setCopied(false)
              const answer = await outcome.run(() =>
                unwrap(
                  api.POST('/sessions/{sessionId}/auth/pairing-code', {
                    ...path,
                    body: { phoneNumber: digitsOf(phoneNumber) },
                  }),
                ),
              )
              if (answer) setCode(answer.code)
            }}
          >
            <Field label="Phone number with country code">
              <input
                type="tel"
                autoComplete="tel"
                required
                value={phoneNumber}
                onInput={(e) => setPhoneNumber(e.currentTarget.value)}
              />
            </Field>
            <button type="submit" disabled={outcome.busy}>
              Get pairing code
            </button>
          </form>
          {code ? (
            <>
              <p>On the phone: Linked devices › Link with phone number instead, then enter</p>
              <div class="row">
                <p class="pairing-code" data-testid="pairing-code">
                  {dashed(code)}
                </p>
                <button
                  type="button"
                  onClick={() =>
                    void navigator.clipboard.writeText(code).then(
                      () => setCopied(true),
                      () => undefined,
                    )
                  }
                >
                  Copy code
                </button>
                {copied ? <span role="status">Copied</span> : null}
              </div>
            </>
          ) : null}
        </>
      )}
      {sandboxBasePath ? <VirtualPhone session={session} apiKey={apiKey} /> : null}
      <ErrorText error={outcome.error} />
    </section>
  )
}

/**
 * Sandbox mode: a virtual phone with this number (made if it does not exist yet) scans the session's current QR,
 * what a person does with a real phone.
 */
function VirtualPhone({ session, apiKey }: { session: Session; apiKey: string }) {
  const { api } = useDashboard()
  const [phoneNumber, setPhoneNumber] = useState('')
  const outcome = useOutcome()
  return (
    <form
      class="row"
      onSubmit={(event) => {
        event.preventDefault()
        void outcome.run(async () => {
          const digits = digitsOf(phoneNumber)
          const phones = await sandboxCall<{ phoneNumber: string }[]>(apiKey, 'GET', '/phones')
          if (!phones.some((phone) => phone.phoneNumber === digits))
            await sandboxCall(apiKey, 'POST', '/phones', { phoneNumber: digits })
          const { qr } = await unwrap(
            api.GET('/sessions/{sessionId}/auth/qr', { params: { path: { sessionId: session.sessionId } } }),
          )
          await sandboxCall(apiKey, 'POST', `/phones/${digits}/link`, { qr })
        })
      }}
    >
      <Field label="Sandbox: virtual phone number">
        <input type="tel" required value={phoneNumber} onInput={(e) => setPhoneNumber(e.currentTarget.value)} />
      </Field>
      <button type="submit" disabled={outcome.busy}>
        Link to a virtual phone
      </button>
      <ErrorText error={outcome.error} />
    </form>
  )
}
