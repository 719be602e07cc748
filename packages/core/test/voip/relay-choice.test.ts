import { afterEach, describe, expect, it } from 'vitest'
import { bindRelays, dialCandidates } from '../../src/protocol/voip/relay/bind-relays.js'
import { type RelayEndpoint, type RelayOffer, rankEndpoints } from '../../src/protocol/voip/relay/offer.js'
import { RelayStandIn } from './support/relay-stand-in.js'

const endpoint = (relayName: string, port: number, extra: Partial<RelayEndpoint> = {}): RelayEndpoint => ({
  relayId: 1,
  relayName,
  address: '127.0.0.1',
  port,
  tokenId: 0,
  authTokenId: 1,
  isFna: false,
  c2rRttMs: null,
  ...extra,
  addresses: [{ family: 4, address: extra.address ?? '127.0.0.1', port: extra.port ?? port }],
})

const offer = (endpoints: RelayEndpoint[], key = Buffer.from('relay-key')): RelayOffer => ({
  key,
  hbhKey: null,
  tokens: [Buffer.from('token-0'), undefined, Buffer.alloc(0)],
  authTokens: [],
  endpoints,
  warpTagLength: null,
})

describe('relay choice', () => {
  it('prefers the web client port 3480, then relays taking latency probes, then the rest, FNA last', () => {
    const ranked = rankEndpoints(
      offer([
        endpoint('fna', 3478, { isFna: true, authTokenId: 0 }),
        endpoint('plain', 3478, { authTokenId: 0 }),
        endpoint('probed', 3478),
        endpoint('web', 3480),
      ]),
      'outgoing',
    )
    expect(ranked.map((e) => e.relayName)).toEqual(['web', 'probed', 'plain', 'fna'])
  })

  it("puts the caller's FNA relay first for an incoming call", () => {
    const endpoints = [
      endpoint('web', 3480),
      endpoint('fna', 3478, { isFna: true, authTokenId: 0 }),
      endpoint('fna-web', 3480, { isFna: true }),
    ]
    expect(rankEndpoints(offer(endpoints), 'incoming').map((e) => e.relayName)).toEqual(['fna-web', 'fna', 'web'])
  })

  it('skips endpoints it cannot bind: no IPv4 address, no token', () => {
    const ranked = rankEndpoints(
      offer([
        endpoint('v6', 3480, { address: '2a03:2880::1' }),
        endpoint('no-token', 3480, { tokenId: 1 }),
        endpoint('empty', 3480, { tokenId: 2 }),
        endpoint('ok', 3478),
      ]),
      'outgoing',
    )
    expect(ranked.map((e) => e.relayName)).toEqual(['ok'])
  })

  it('dials port 3480 of each host beside the advertised port, at the same rank', () => {
    const candidates = dialCandidates([endpoint('a', 3478), endpoint('b', 3480)])
    expect(candidates.map((c) => [c.endpoint.relayName, c.port, c.rank])).toEqual([
      ['a', 3478, 0],
      ['a', 3480, 0],
      ['b', 3480, 1],
    ])
  })
})

describe('binding every offered relay', () => {
  const open: { close(): void }[] = []
  afterEach(() => {
    for (const o of open.splice(0)) o.close()
  })

  it('keeps the best-ranked relay that allocates and closes the others', async () => {
    const key = Buffer.from('relay-key')
    const [refusing, lower, best] = await Promise.all(
      [Buffer.from('another-key'), key, key].map((k) => new RelayStandIn(k, Buffer.from('token-0')).start()),
    )
    open.push(refusing!, lower!, best!)
    // The refusing relay ranks first (FNA, incoming); the best working one second (port-3480 is not to be had on
    // loopback, so it ranks by taking latency probes).
    const bound = await bindRelays(
      offer([
        endpoint('lower', lower!.port, { authTokenId: 0 }),
        endpoint('refusing', refusing!.port, { isFna: true }),
        endpoint('best', best!.port),
      ]),
      'incoming',
      Array(9).fill(1),
      { onMedia: () => {}, onLost: () => {} },
    )
    open.push(bound.binding)
    expect(bound.endpoint.relayName).toBe('best')
  })

  it('fails with every relay named when none allocates', async () => {
    const relay = await new RelayStandIn(Buffer.from('another-key'), Buffer.from('token-0')).start()
    open.push(relay)
    // Port 3480 of the same host is dialled too, and refused on loopback.
    await expect(
      bindRelays(offer([endpoint('refusing', relay.port)]), 'outgoing', Array(9).fill(1), {
        onMedia: () => {},
        onLost: () => {},
      }),
    ).rejects.toThrow(
      new RegExp(
        `^no relay allocated \\(127\\.0\\.0\\.1:${relay.port}: the relay refused the allocate with error 401; 127\\.0\\.0\\.1:3480: `,
      ),
    )
    await expect(bindRelays(offer([]), 'outgoing', [], { onMedia: () => {}, onLost: () => {} })).rejects.toThrow(
      /no endpoint/,
    )
  })
})
