import type { BinaryNode } from '@whiskeysockets/baileys'
import { describe, expect, it } from 'vitest'
import {
  capabilityOffer,
  capabilityPreaccept,
  mediaAcceptNode,
  plainOpusVoipSettings,
  preacceptNode,
  te2Bytes,
  transportNode,
  withoutMlow,
} from '../../src/protocol/baileys/wire/call-media.js'
import { offerNode } from '../../src/protocol/baileys/wire/calls.js'
import type { RelayEndpoint } from '../../src/protocol/voip/relay/offer.js'

/**
 * The media nodes against whatsapp-rust's constants and builders (oxidezap/whatsapp-rust @1489b7da,
 * wacore/src/stanza/call.rs: `CAPABILITY_*`, `without_mlow_capability`, `STANDARD_OPUS_PT120_SETTINGS`,
 * `build_preaccept_with_capability`, `build_accept`, `build_transport`).
 */
const call = { to: '222@lid', callId: 'CID', creatorJid: '111:3@lid' }
const relay: RelayEndpoint = {
  relayId: 1,
  relayName: 'gru1c02',
  address: '157.240.226.133',
  port: 3478,
  addresses: [{ family: 4, address: '157.240.226.133', port: 3478 }],
  tokenId: 0,
  authTokenId: 1,
  isFna: false,
  c2rRttMs: 33,
}
const actionOf = (node: BinaryNode) => (node.content as BinaryNode[])[0]!
const tagsOf = (node: BinaryNode) => (actionOf(node).content as BinaryNode[]).map((c) => c.tag)
const childOf = (node: BinaryNode, tag: string) => (actionOf(node).content as BinaryNode[]).find((c) => c.tag === tag)!

describe('the nodes of a call with audio', () => {
  it('clears capability 31 (the MLow gate) as whatsapp-rust does: byte 5 0xbb becomes 0x3b', () => {
    expect(withoutMlow(capabilityOffer).toString('hex')).toBe('0105f709e03b13')
    expect(withoutMlow(capabilityPreaccept).toString('hex')).toBe('0105f709e03b07')
    expect(capabilityOffer.toString('hex')).toBe('0105f709e0bb13')
    expect(plainOpusVoipSettings.toString()).toBe(
      '{"encode":{"use_mlow_codec_v1":"false"},"options":{"enable_48khz_rtp_clock":"false"}}',
    )
  })

  it('offers with audio at 16 kHz only, MLow cleared; without audio as before', () => {
    const base = { ...call, id: 'OFFER', deviceKeys: [], privacyToken: null, deviceIdentity: null }
    const audio = offerNode({ ...base, audio: true })
    expect(tagsOf(audio)).toEqual(['audio', 'net', 'capability', 'destination', 'encopt'])
    expect(Buffer.from(childOf(audio, 'capability').content as Uint8Array).toString('hex')).toBe('0105f709e03b13')
    const plain = offerNode(base)
    expect(tagsOf(plain)).toEqual(['audio', 'audio', 'net', 'capability', 'destination', 'encopt'])
    expect(Buffer.from(childOf(plain, 'capability').content as Uint8Array).toString('hex')).toBe('0105f709e0bb13')
  })

  it('preaccept: audio, encopt, the preaccept capability, in a wrapper with an id', () => {
    const node = preacceptNode({ ...call, id: 'PRE' })
    expect(node.attrs).toEqual({ to: call.to, id: 'PRE' })
    expect(actionOf(node).attrs).toEqual({ 'call-id': 'CID', 'call-creator': call.creatorJid })
    expect(tagsOf(node)).toEqual(['audio', 'encopt', 'capability'])
    expect(Buffer.from(childOf(node, 'capability').content as Uint8Array).toString('hex')).toBe('0105f709e03b07')
  })

  it('accept: audio, te priority=2 with the relay te2 bytes, net, encopt, capability, voip_settings', () => {
    const node = mediaAcceptNode({ ...call, id: 'ACC', relay })
    expect(tagsOf(node)).toEqual(['audio', 'te', 'net', 'encopt', 'capability', 'voip_settings'])
    expect(childOf(node, 'te').attrs).toEqual({ priority: '2' })
    expect(Buffer.from(childOf(node, 'te').content as Uint8Array)).toEqual(
      Buffer.from([157, 240, 226, 133, 0x0d, 0x96]),
    )
    expect(childOf(node, 'voip_settings').attrs).toEqual({ uncompressed: '1' })
    expect(tagsOf(mediaAcceptNode({ ...call, id: 'ACC', relay: null }))).not.toContain('te')
  })

  it('transport: te priority=1 then net medium=2 protocol=0, no wrapper id', () => {
    const node = transportNode({ ...call, relay })
    expect(node.attrs).toEqual({ to: call.to })
    expect(tagsOf(node)).toEqual(['te', 'net'])
    expect(childOf(node, 'te').attrs).toEqual({ priority: '1' })
    expect(childOf(node, 'net').attrs).toEqual({ medium: '2', protocol: '0' })
  })

  it('te2 bytes only from an IPv4 address', () => {
    expect(te2Bytes({ ...relay, address: '', port: 0 })).toBeNull()
  })
})
