import { useEffect, useMemo, useState } from 'preact/hooks'
import { ApiError, clientFor, forgetKey, messageOf, sandboxBasePath, storedKey, storeKey, unwrap } from './api.js'
import { type Dashboard, DashboardContext } from './context.js'
import { type Envelope, readEvents, type StreamState } from './events.js'
import { DirectoryView } from './views/Directory.js'
import { EventsView } from './views/Events.js'
import { SandboxView } from './views/Sandbox.js'
import { SendView } from './views/Send.js'
import { SessionsView } from './views/Sessions.js'
import { SignIn } from './views/SignIn.js'
import { UsageView } from './views/Usage.js'
import { WebhooksView } from './views/Webhooks.js'

const views = [
  { path: 'sessions', title: 'Sessions', View: SessionsView },
  { path: 'send', title: 'Send', View: SendView },
  { path: 'webhooks', title: 'Webhooks', View: WebhooksView },
  { path: 'events', title: 'Events', View: EventsView },
  { path: 'usage', title: 'Usage', View: UsageView },
  { path: 'directory', title: 'Groups & chats', View: DirectoryView },
  ...(sandboxBasePath ? [{ path: 'sandbox', title: 'Sandbox', View: SandboxView }] : []),
]

// Events kept for the events view: enough to look back while the stream goes on.
const keptEvents = 500

const routeOf = () => location.hash.replace(/^#\/?/, '') || 'sessions'

/** Checks a key against the API: a refusal is told apart from a server the page cannot reach. */
async function verify(key: string): Promise<string | null> {
  try {
    await unwrap(clientFor(key).GET('/sessions'))
    return null
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return 'The server refused this API key. Check it and try again.'
    return `Could not sign in: ${messageOf(error)}`
  }
}

export function App() {
  const [key, setKey] = useState<string | null>(null)
  const [checking, setChecking] = useState(storedKey() !== null)
  const [refusal, setRefusal] = useState<string | null>(null)

  useEffect(() => {
    const saved = storedKey()
    if (!saved) return
    void verify(saved).then((problem) => {
      if (problem) forgetKey()
      else setKey(saved)
      setRefusal(problem)
      setChecking(false)
    })
  }, [])

  const signIn = async (candidate: string) => {
    const problem = await verify(candidate)
    setRefusal(problem)
    if (problem) return
    storeKey(candidate)
    setKey(candidate)
  }
  const signOut = () => {
    forgetKey()
    setKey(null)
  }

  if (checking) return <p class="loading">Checking the saved key…</p>
  if (!key) return <SignIn onSignIn={signIn} refusal={refusal} />
  return <SignedIn apiKey={key} onSignOut={signOut} />
}

function SignedIn({ apiKey, onSignOut }: { apiKey: string; onSignOut: () => void }) {
  const [route, setRoute] = useState(routeOf)
  const [stream, setStream] = useState<StreamState>('connecting')
  const [recent, setRecent] = useState<Envelope[]>([])
  const dashboard = useMemo<Omit<Dashboard, 'recent'> & { start: () => () => void }>(() => {
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
  useEffect(() => dashboard.start(), [dashboard])
  useEffect(
    () => dashboard.subscribe((event) => setRecent((list) => [event, ...list].slice(0, keptEvents))),
    [dashboard],
  )
  useEffect(() => {
    const follow = () => setRoute(routeOf())
    addEventListener('hashchange', follow)
    return () => removeEventListener('hashchange', follow)
  }, [])

  const current = views.find((view) => view.path === route) ?? views[0]!
  useEffect(() => {
    document.title = `${current.title} · sessionkit`
  }, [current])
  return (
    <DashboardContext.Provider value={{ ...dashboard, recent }}>
      <header class="top">
        <p class="brand">sessionkit</p>
        <nav aria-label="Views">
          {views.map((view) => (
            <a key={view.path} href={`#/${view.path}`} aria-current={view === current ? 'page' : undefined}>
              {view.title}
            </a>
          ))}
        </nav>
        <p class={`stream ${stream}`} role="status">
          {stream === 'live' ? 'Live' : stream === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
        </p>
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
