import { createHmac } from 'node:crypto'

/**
 * The delivery signature of spec part 5: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, one `v1` per
 * active secret during a rotation. Same scheme as @sessionkit/webhooks (the receivers' package, tested against
 * it); kept here so core has no build-order dependency on a sibling package.
 */
export function signatureHeader(body: string, secrets: readonly string[], timestampSeconds: number): string {
  const signed = `${timestampSeconds}.${body}`
  return [`t=${timestampSeconds}`, ...secrets.map((secret) => `v1=${createHmac('sha256', secret).update(signed).digest('hex')}`)].join(',')
}
