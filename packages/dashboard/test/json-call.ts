import { expect } from 'vitest'

/**
 * A JSON call under `base()` with the API key, as a person using the API or the sandbox's phones makes it: the
 * answer's `data`, after checking it succeeded (a failure shows the Problem).
 */
export const jsonCall =
  (base: () => string, apiKey: string) =>
  async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    const json = (await response.json()) as { data: T }
    expect(response.ok, JSON.stringify(json)).toBe(true)
    return json.data
  }
