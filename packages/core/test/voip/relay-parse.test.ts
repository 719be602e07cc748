import { readFileSync } from 'node:fs'
import type { BinaryNode } from '@whiskeysockets/baileys'
import { describe, expect, it } from 'vitest'
import { decodeHbhKey, findRelay, parseRelay, te2Address } from '../../src/protocol/baileys/wire/relay.js'
import { rankEndpoints, type RelayOffer } from '../../src/protocol/voip/relay/offer.js'

/** A node of the fixture file: `hex` bytes, `text` UTF-8, or `children`. */
interface FixtureNode {
  tag: string
  attrs?: Record<string, string>
  hex?: string
  text?: string
  children?: FixtureNode[]
}

interface Expected {
  keyText?: string
  hbhKeyHex?: string | null
  warpTagLength?: number | null
  tokens: Record<string, string>
  authTokens: Record<string, string>
  endpoints: Record<string, unknown>[]
  mediaRelay?: string
}

/** whatsapp-rust's relay fixtures (fixtures/whatsapp-rust/relay_parse.json, commit 1489b7da, MIT), as data. */
const fixtures = JSON.parse(
  readFileSync(new URL('./fixtures/whatsapp-rust/relay_parse.json', import.meta.url), 'utf8'),
) as {
  relays: { name: string; node: FixtureNode; expect: Expected }[]
  te2: { hex: string; address: unknown }[]
}

const nodeOf = (fixture: FixtureNode): BinaryNode => ({
  tag: fixture.tag,
  attrs: fixture.attrs ?? {},
  ...(fixture.hex !== undefined ? { content: Buffer.from(fixture.hex, 'hex') } : {}),
  ...(fixture.text !== undefined ? { content: Buffer.from(fixture.text, 'utf8') } : {}),
  ...(fixture.children ? { content: fixture.children.map(nodeOf) } : {}),
})

const hexById = (tokens: readonly (Uint8Array | undefined)[]) =>
  Object.fromEntries(tokens.flatMap((t, id) => (t ? [[String(id), Buffer.from(t).toString('hex')]] : [])))

describe('the <relay> parser against whatsapp-rust relay_parse.rs fixtures', () => {
  for (const { name, node, expect: expected } of fixtures.relays) {
    it(name, () => {
      const relay = findRelay(nodeOf(node)) as RelayOffer
      expect(relay).not.toBeNull()
      if (expected.keyText !== undefined) expect(Buffer.from(relay.key).toString('utf8')).toBe(expected.keyText)
      if (expected.hbhKeyHex !== undefined)
        expect(relay.hbhKey && Buffer.from(relay.hbhKey).toString('hex')).toBe(expected.hbhKeyHex)
      if (expected.warpTagLength !== undefined) expect(relay.warpTagLength).toBe(expected.warpTagLength)
      expect(hexById(relay.tokens)).toEqual(expected.tokens)
      expect(hexById(relay.authTokens)).toEqual(expected.authTokens)
      expect(relay.tokens.length).toBeLessThanOrEqual(64)
      expect(relay.endpoints).toHaveLength(expected.endpoints.length)
      for (const [i, { te2Hex: _te2, ...endpoint }] of expected.endpoints.entries())
        expect(relay.endpoints[i]).toMatchObject(endpoint)
      if (expected.mediaRelay) expect(rankEndpoints(relay, 'outgoing')[0]?.relayName).toBe(expected.mediaRelay)
    })
  }

  it('reads te2 addresses in their 6- and 18-byte forms, and no other length', () => {
    for (const { hex, address } of fixtures.te2) expect(te2Address(Buffer.from(hex, 'hex'))).toEqual(address)
  })

  it('a changed te2 byte changes the endpoint (the fixtures can fail)', () => {
    const sample = fixtures.relays.find((r) => r.name === 'sample_relay')!
    const te2 = sample.node.children!.find((c) => c.tag === 'te2')!
    const changed = { ...sample.node, children: [{ ...te2, hex: `${te2.hex!.slice(0, -1)}7` }] }
    expect(parseRelay(nodeOf(changed))?.endpoints[0]?.port).not.toBe(3478)
  })

  it('decodes an hbh_key sent base64 twice, and refuses one that is not 30 bytes', () => {
    const key = Buffer.alloc(30, 7)
    const once = Buffer.from(key.toString('base64'))
    expect(decodeHbhKey(once)).toEqual(key)
    expect(decodeHbhKey(Buffer.from(once.toString('base64')))).toEqual(key)
    expect(decodeHbhKey(Buffer.from(Buffer.alloc(16).toString('base64')))).toBeNull()
  })

  it('is null for a node that is not a relay, and skips te2 entries of another length', () => {
    expect(parseRelay({ tag: 'ack', attrs: {} })).toBeNull()
    const relay = parseRelay({
      tag: 'relay',
      attrs: {},
      content: [{ tag: 'te2', attrs: { relay_id: '1', relay_name: 'x' }, content: Buffer.from([1, 2, 3]) }],
    })
    expect(relay?.endpoints).toEqual([])
  })
})
