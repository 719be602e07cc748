import { createClient, type Problem, type paths, type SessionkitClient } from '@sessionkit/client'

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null

/** Where the server mounted the API and, in sandbox mode only, the sandbox's control API (the page's meta tags). */
export const apiBasePath = meta('sessionkit-api') ?? '/api/v1'
export const sandboxBasePath = meta('sessionkit-sandbox')

// The tab's session storage only: gone when the tab closes, never sent anywhere but the Authorization header.
const keyName = 'sessionkit.apiKey'
export const storedKey = (): string | null => sessionStorage.getItem(keyName)
export const storeKey = (key: string): void => sessionStorage.setItem(keyName, key)
export const forgetKey = (): void => sessionStorage.removeItem(keyName)

export const clientFor = (apiKey: string): SessionkitClient =>
  createClient({ baseUrl: location.origin, apiKey, basePath: apiBasePath })

/** The `data` of an answer as the document declares it. */
type Data<R> = R extends { content: { 'application/json': { data: infer D } } } ? D : never

export type Session = Data<paths['/sessions/{sessionId}']['get']['responses'][200]>
export type Webhook = Data<paths['/webhooks/{webhookId}']['get']['responses'][200]>
export type CreatedWebhook = Data<paths['/webhooks']['post']['responses'][201]>
export type Delivery = Data<paths['/webhooks/{webhookId}/deliveries/{deliveryId}']['get']['responses'][200]>
export type Usage = Data<paths['/usage']['get']['responses'][200]>
export type Analytics = Data<paths['/usage/analytics']['get']['responses'][200]>
export type EventType = Webhook['events'][number]
export type CurrentKey = Data<paths['/keys/current']['get']['responses'][200]>
export type Scope = CurrentKey['scopes'][number]
export type StoredChat = Data<paths['/sessions/{sessionId}/chats/{chatJid}']['get']['responses'][200]>
export type StoredMessage = Data<
  paths['/sessions/{sessionId}/chats/{chatJid}/messages/{messageId}']['get']['responses'][200]
>
export type MessageRef = NonNullable<StoredMessage['quoted']>

/**
 * What a key's scopes let it do, as docs/keys.md says: `admin` implies every scope, `manage` implies `read`.
 * The page shows only what the key may do; the API still checks every call.
 */
export const allows = (scopes: readonly Scope[], needed: Scope): boolean =>
  scopes.includes('admin') || scopes.includes(needed) || (needed === 'read' && scopes.includes('manage'))

/** A refusal of the API, carrying its Problem: the page shows its detail, never a stack. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem ? `${problem.detail} (${problem.code})` : `The server answered ${status}.`)
  }
}

/** The `data` of a successful answer of the typed client, or its Problem thrown as an ApiError. */
export async function unwrap<T>(
  call: Promise<{ data?: { data: T }; error?: Problem | unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call
  if (data !== undefined) return data.data
  throw new ApiError(response.status, isProblem(error) ? error : null)
}

/** A list's page as the typed client answers it: its items and the cursor of the next page (null on the last). */
export async function unwrapPage<T>(
  call: Promise<{ data?: { data: T[]; nextCursor: string | null }; error?: Problem | unknown; response: Response }>,
): Promise<{ data: T[]; nextCursor: string | null }> {
  const { data, error, response } = await call
  if (data !== undefined) return data
  throw new ApiError(response.status, isProblem(error) ? error : null)
}

const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'code' in value && 'detail' in value

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))
