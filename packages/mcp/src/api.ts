import type { ApiHandler, ApiRequest } from '@sessionkit/core/adapter'

/** One call of the API, the key already bound: what a tool becomes. */
export interface ApiCall {
  method: string
  /** Relative to the API's base path, parameters filled in. */
  path: string
  query?: URLSearchParams
  body?: unknown
  idempotencyKey?: string
}

/** The API's answer: its status and its JSON (`{ data }`, a page, or a Problem). */
export interface ApiAnswer {
  status: number
  json: unknown
}

export type ApiCaller = (call: ApiCall) => Promise<ApiAnswer>

const urlOf = (base: string, call: ApiCall): string => {
  const query = call.query?.toString()
  return `${base}${call.path}${query ? `?${query}` : ''}`
}

const headersOf = (key: string, call: ApiCall): Record<string, string> => ({
  authorization: `Bearer ${key}`,
  accept: 'application/json',
  ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
  ...(call.idempotencyKey ? { 'idempotency-key': call.idempotencyKey } : {}),
})

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return { detail: text.slice(0, 500) }
  }
}

/**
 * Calls an API handler in this process (the server's own, when it mounts /mcp): the same pipeline as a request
 * from outside, so the key's scopes and sessions, pacing, rate limits and idempotency all apply.
 */
export function handlerCaller(handler: ApiHandler, key: string, base: string, signal: AbortSignal): ApiCaller {
  return async (call) => {
    const headers = headersOf(key, call)
    const body = call.body === undefined ? null : [new TextEncoder().encode(JSON.stringify(call.body))]
    const request: ApiRequest = {
      method: call.method,
      url: urlOf(base, call),
      header: (name) => headers[name] ?? null,
      body,
      signal,
    }
    const response = await handler(request)
    const text =
      response.body === null
        ? ''
        : typeof response.body === 'string'
          ? response.body
          : await new Response(response.body).text()
    return { status: response.status, json: parse(text) }
  }
}

/** Calls a running sessionkit over HTTP (`sessionkit mcp`): `base` is its API's URL (`http://host:3000/api/v1`). */
export function fetchCaller(base: string, key: string): ApiCaller {
  return async (call) => {
    const response = await fetch(urlOf(base, call), {
      method: call.method,
      headers: headersOf(key, call),
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    })
    return { status: response.status, json: parse(await response.text()) }
  }
}
