import { expect } from 'vitest'

/** Asserts that `response` is an RFC 9457 Problem with every field the API promises, and answers its body. */
export async function problemFields(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toBe('application/problem+json')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  const body = (await response.json()) as Record<string, unknown>
  expect(body).toMatchObject({
    type: expect.stringMatching(/^https:\/\//),
    title: expect.any(String),
    status: response.status,
    detail: expect.any(String),
    code: expect.any(String),
  })
  return body
}
