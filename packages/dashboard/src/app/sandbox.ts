import { ApiError, sandboxBasePath } from './api.js'

// The sandbox's control API (/sandbox/v1) is a test double's, outside the OpenAPI document and so outside the
// typed client (docs/client.md): these are its few shapes the panel reads (packages/simulator/README.md).
export interface VirtualPhone {
  phoneNumber: string
  jid: string
  linkedDevices: number
  receivedMessages: number
}

export interface PhoneMessage {
  id: string
  from: string
  chatJid: string
  timestamp: number
  text: string | null
  media: { type: string; caption: string | null } | null
}

/** One call of the sandbox's control API with the signed-in key; a refusal is its Problem's detail. */
export async function sandboxCall<T>(apiKey: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(`${sandboxBasePath}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${apiKey}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const json = await response.json()
  if (!response.ok) throw new ApiError(response.status, json)
  return (json as { data: T }).data
}
