import { useState } from 'preact/hooks'
import { ErrorText, Field } from '../ui.js'

/** The key is typed here and kept in this tab's session storage only (never a URL, a cookie or a log). */
export function SignIn({ onSignIn, refusal }: { onSignIn: (key: string) => Promise<void>; refusal: string | null }) {
  const [key, setKey] = useState('')
  const [busy, setBusy] = useState(false)
  return (
    <main class="signin">
      <h1>sessionkit</h1>
      <p>Sign in with an API key of this server.</p>
      <form
        onSubmit={async (event) => {
          event.preventDefault()
          setBusy(true)
          await onSignIn(key.trim())
          setBusy(false)
        }}
      >
        <Field label="API key">
          <input
            type="password"
            name="apiKey"
            autocomplete="off"
            required
            value={key}
            onInput={(event) => setKey(event.currentTarget.value)}
          />
        </Field>
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
      <ErrorText error={refusal} />
    </main>
  )
}
