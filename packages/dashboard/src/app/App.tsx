import type { FunctionComponent } from 'preact'
import { useEffect, useMemo, useState } from 'preact/hooks'
import {
  ApiError,
  allows,
  clientFor,
  forgetKey,
  messageOf,
  type Scope,
  sandboxBasePath,
  storedKey,
  storeKey,
  unwrap,
} from './api.js'
import { type Dashboard, DashboardContext } from './context.js'
import { type Envelope, readEvents, type StreamState } from './events.js'
import { DirectoryView } from './views/Directory.js'
import { EventsView } from './views/Events.js'
import { InboxView } from './views/Inbox.js'
import { SandboxView } from './views/Sandbox.js'
import { SendView } from './views/Send.js'
import { SessionsView } from './views/Sessions.js'
import { SignIn } from './views/SignIn.js'
import { UsageView } from './views/Usage.js'
import { WebhooksView } from './views/Webhooks.js'

// Each view with the scope it needs: webhooks are `manage` even to read (docs/keys.md); the sandbox's control API
// takes the server's configured keys, which are `admin`.
const views: { path: string; title: string; scope: Scope; View: FunctionComponent }[] = [
  { path: 'sessions', title: 'Sessions', scope: 'read', View: SessionsView },
  { path: 'inbox', title: 'Inbox', scope: 'read', View: InboxView },
  { path: 'send', title: 'Send', scope: 'send', View: SendView },
  { path: 'webhooks', title: 'Webhooks', scope: 'manage', View: WebhooksView },
  { path: 'events', title: 'Events', scope: 'read', View: EventsView },
  { path: 'usage', title: 'Usage', scope: 'read', View: UsageView },
  { path: 'directory', title: 'Groups & chats', scope: 'read', View: DirectoryView },
  ...(sandboxBasePath ? [{ path: 'sandbox', title: 'Sandbox', scope: 'admin' as const, View: SandboxView }] : []),
]

// Events kept for the events view: enough to look back while the stream goes on.
const keptEvents = 500

const routeOf = () => location.hash.replace(/^#\/?/, '') || 'sessions'

type Verified = { scopes: Scope[]; refusal: null } | { scopes: null; refusal: string }

/**
 * Checks a key against the API and reads its scopes (any valid key reads itself): a refusal is told apart from a
 * server the page cannot reach.
 */
async function verify(key: string): Promise<Verified> {
  try {
    return { scopes: (await unwrap(clientFor(key).GET('/keys/current'))).scopes, refusal: null }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { scopes: null, refusal: 'The server refused this API key. Check it and try again.' }
    return { scopes: null, refusal: `Could not sign in: ${messageOf(error)}` }
  }
}

export function App() {
  const [key, setKey] = useState<{ apiKey: string; scopes: Scope[] } | null>(null)
  const [checking, setChecking] = useState(storedKey() !== null)
  const [refusal, setRefusal] = useState<string | null>(null)

  useEffect(() => {
    const saved = storedKey()
    if (!saved) return
    void verify(saved).then((verified) => {
      if (verified.scopes) setKey({ apiKey: saved, scopes: verified.scopes })
      else forgetKey()
      setRefusal(verified.refusal)
      setChecking(false)
    })
  }, [])

  const signIn = async (candidate: string) => {
    const verified = await verify(candidate)
    setRefusal(verified.refusal)
    if (!verified.scopes) return
    storeKey(candidate)
    setKey({ apiKey: candidate, scopes: verified.scopes })
  }
  const signOut = () => {
    forgetKey()
    setKey(null)
  }

  if (checking) return <p class="loading">Checking the saved key…</p>
  if (!key) return <SignIn onSignIn={signIn} refusal={refusal} />
  return <SignedIn apiKey={key.apiKey} scopes={key.scopes} onSignOut={signOut} />
}

function SignedIn({ apiKey, scopes, onSignOut }: { apiKey: string; scopes: Scope[]; onSignOut: () => void }) {
  const [route, setRoute] = useState(routeOf)
  const [stream, setStream] = useState<StreamState>('connecting')
  const [recent, setRecent] = useState<Envelope[]>([])
  const dashboard = useMemo<Omit<Dashboard, 'recent' | 'scopes'> & { start: () => () => void }>(() => {
    const api = clientFor(apiKey)
    const listeners = new Set<(event: Envelope) => void>()
    return {
      api,
      apiKey,
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      start: () => {
        const stop = new AbortController()
        void readEvents(api, (event) => listeners.forEach((listener) => listener(event)), setStream, stop.signal)
        return () => stop.abort()
      },
    }
  }, [apiKey])
  // A key that cannot read gets no event stream (it would be a 403): it can only send.
  useEffect(() => (allows(scopes, 'read') ? dashboard.start() : undefined), [dashboard, scopes])
  useEffect(
    () => dashboard.subscribe((event) => setRecent((list) => [event, ...list].slice(0, keptEvents))),
    [dashboard],
  )
  useEffect(() => {
    const follow = () => setRoute(routeOf())
    addEventListener('hashchange', follow)
    return () => removeEventListener('hashchange', follow)
  }, [])

  const allowed = views.filter((view) => allows(scopes, view.scope))
  const current = allowed.find((view) => view.path === route) ?? allowed[0]!
  useEffect(() => {
    document.title = `${current.title} · sessionkit`
  }, [current])
  return (
    <DashboardContext.Provider value={{ ...dashboard, scopes, recent }}>
      <header class="top">
        <p class="brand">sessionkit</p>
        <nav aria-label="Views">
          {allowed.map((view) => (
            <a key={view.path} href={`#/${view.path}`} aria-current={view === current ? 'page' : undefined}>
              {view.title}
            </a>
          ))}
        </nav>
        {allows(scopes, 'read') ? (
          <p class={`stream ${stream}`} role="status">
            {stream === 'live' ? 'Live' : stream === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
          </p>
        ) : null}
        <p class="scopes">Key: {scopes.join(', ')}</p>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <main>
        <h1>{current.title}</h1>
        <current.View />
      </main>
    </DashboardContext.Provider>
  )
}
