import { describe, expect, test } from 'vitest'
import { checkOutboundUrl, isPrivateAddress } from '@sessionkit/core/internal'

describe('address guard', () => {
  test('classifies addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::10.0.0.1',
      '224.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
  })

  test('refuses every IPv6 form that embeds a refused IPv4, and lets the same forms of a public one through', () => {
    const refused = [
      '::7f00:1', // IPv4-compatible ::127.0.0.1, as the URL parser stores it
      '::127.0.0.1',
      '::ffff:0:a00:1', // IPv4-translated 10.0.0.1
      '64:ff9b::7f00:1', // NAT64 127.0.0.1
      '64:ff9b:1::a9fe:a9fe', // local-use NAT64
      '2002:7f00:1::1', // 6to4 127.0.0.1
      '2002:c0a8:101::', // 6to4 192.168.1.1
      '2002:a9fe:a9fe::1', // 6to4 169.254.169.254
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1 (inverted in the last 32 bits)
      '2001:0:7f00:1:8000:63bf:f7f7:f7f7', // Teredo, server 127.0.0.1
    ]
    for (const address of refused) expect(isPrivateAddress(address), address).toBe(true)
    const allowed = ['::ffff:0:808:808', '64:ff9b::808:808', '2002:808:808::1', '2001:0:4136:e378:8000:63bf:f7f7:f7f7']
    for (const address of allowed) expect(isPrivateAddress(address), address).toBe(false)
  })

  test('a URL with an IPv6 form of loopback is refused', async () => {
    for (const url of [
      'http://[::127.0.0.1]:4200/x',
      'http://[2002:7f00:1::1]/x',
      'http://[64:ff9b::127.0.0.1]/x',
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/x',
    ]) {
      expect(await checkOutboundUrl(url, { allowPrivateNetwork: false }), url).toMatchObject({ ok: false })
    }
  })

  test('resolves names and refuses any private answer', async () => {
    const resolve = async (name: string) =>
      name === 'internal.example' ? ['93.184.216.34', '10.0.0.7'] : name === 'public.example' ? ['93.184.216.34'] : []
    expect(
      await checkOutboundUrl('https://public.example/hook', { allowPrivateNetwork: false, resolve }),
    ).toMatchObject({ ok: true })
    expect(await checkOutboundUrl('https://internal.example/hook', { allowPrivateNetwork: false, resolve })).toEqual({
      ok: false,
      reason: 'host internal.example resolves to a private or loopback address (10.0.0.7)',
    })
    expect(
      await checkOutboundUrl('https://nowhere.example/hook', { allowPrivateNetwork: false, resolve }),
    ).toMatchObject({ ok: false })
    expect(
      await checkOutboundUrl('https://internal.example/hook', { allowPrivateNetwork: true, resolve }),
    ).toMatchObject({ ok: true })
  })

  test('refuses other schemes and credentials in the URL', async () => {
    expect(await checkOutboundUrl('file:///etc/passwd', { allowPrivateNetwork: true })).toMatchObject({ ok: false })
    expect(await checkOutboundUrl('http://user:pw@example.com/', { allowPrivateNetwork: true })).toMatchObject({
      ok: false,
    })
  })
})
