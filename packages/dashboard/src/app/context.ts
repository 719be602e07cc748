import type { SessionkitClient } from '@sessionkit/client'
import type { Scope } from './api.js'
import { createContext } from 'preact'
import { useContext, useEffect, useRef } from 'preact/hooks'
import type { Envelope } from './events.js'

/** What every view shares once signed in: the typed client and the one event stream of the tab. */
export interface Dashboard {
  api: SessionkitClient
  /** For the sandbox's control API only, which the typed client does not cover. */
  apiKey: string
  subscribe: (listener: (event: Envelope) => void) => () => void
  /** The signed-in key's scopes (`GET /keys/current`): the page offers only what they allow. */
  scopes: readonly Scope[]
  /** The newest events since sign-in, newest first, whatever view was shown when they came. */
  recent: Envelope[]
}

export const DashboardContext = createContext<Dashboard | null>(null)

export function useDashboard(): Dashboard {
  const dashboard = useContext(DashboardContext)
  if (!dashboard) throw new Error('useDashboard outside a signed-in page')
  return dashboard
}

/** Calls `listener` with each event of the stream while the component is shown (the latest listener, no resubscribe). */
export function useEvents(listener: (event: Envelope) => void): void {
  const { subscribe } = useDashboard()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe])
}
