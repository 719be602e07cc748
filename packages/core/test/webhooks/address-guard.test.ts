import { describe, expect, test } from 'vitest'
import { checkOutboundUrl, isPrivateAddress } from '@sessionkit/core'

describe('address guard', () => {
  test('classifies addresses', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '64:ff9b::10.0.0.1', '224.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
  })

  test('resolves names and refuses any private answer', async () => {
    const resolve = async (name: string) => (name === 'internal.example' ? ['93.184.216.34', '10.0.0.7'] : name === 'public.example' ? ['93.184.216.34'] : [])
    expect(await checkOutboundUrl('https://public.example/hook', { allowPrivateNetwork: false, resolve })).toMatchObject({ ok: true })
    expect(await checkOutboundUrl('https://internal.example/hook', { allowPrivateNetwork: false, resolve })).toEqual({
      ok: false,
      reason: 'host internal.example resolves to a private or loopback address (10.0.0.7)',
    })
    expect(await checkOutboundUrl('https://nowhere.example/hook', { allowPrivateNetwork: false, resolve })).toMatchObject({ ok: false })
    expect(await checkOutboundUrl('https://internal.example/hook', { allowPrivateNetwork: true, resolve })).toMatchObject({ ok: true })
  })

  test('refuses other schemes and credentials in the URL', async () => {
    expect(await checkOutboundUrl('file:///etc/passwd', { allowPrivateNetwork: true })).toMatchObject({ ok: false })
    expect(await checkOutboundUrl('http://user:pw@example.com/', { allowPrivateNetwork: true })).toMatchObject({ ok: false })
  })
})
