import { describe, expect, it } from 'vitest'
import { e2eMaster, senderKeys } from '../../src/protocol/voip/keys/e2e.js'
import { hbhMaster, hopByHopKeys } from '../../src/protocol/voip/keys/hbh.js'
import { expandSessionKeys, splitMaster, srtpLabels } from '../../src/protocol/voip/keys/kdf.js'
import { participantId } from '../../src/protocol/voip/keys/participant.js'
import { relayStreamSsrcs } from '../../src/protocol/voip/stun/relay-dialect.js'
import { streamSsrc } from '../../src/protocol/voip/keys/ssrc.js'
import { flipped, hex, kats } from './kats.js'

const { inputs } = kats
const callKey = hex(inputs.callKey)

describe('call keys (whatsapp-rust kats.json)', () => {
  it('derives the end-to-end SRTP master by HKDF from the call key and the sender', () => {
    const master = e2eMaster(callKey, inputs.peerLid)
    expect(master.key.toString('hex')).toBe(kats.wahkdf.masterKey)
    expect(master.salt.toString('hex')).toBe(kats.wahkdf.masterSalt)
    expect(e2eMaster(flipped(callKey), inputs.peerLid).key.toString('hex')).not.toBe(kats.wahkdf.masterKey)
  })

  it('expands each sender its RTP keys under the SRTP labels', () => {
    for (const who of ['peer', 'self'] as const) {
      const { rtp } = senderKeys(callKey, inputs[`${who}Lid`])
      expect(rtp.cipherKey.toString('hex')).toBe(kats.e2e_srtp[`${who}_cipherKey`])
      expect(rtp.salt.toString('hex')).toBe(kats.e2e_srtp[`${who}_salt`])
      expect(rtp.authKey.toString('hex')).toBe(kats.e2e_srtp[`${who}_authKey`])
    }
    expect(senderKeys(flipped(callKey, 0), inputs.peerLid).rtp.cipherKey.toString('hex')).not.toBe(
      kats.e2e_srtp.peer_cipherKey,
    )
  })

  it('keys a bare LID as device 0, as the vectors name it', () => {
    expect(participantId('222222222222222@lid')).toBe(inputs.peerLid)
    expect(participantId('12345:6@lid')).toBe('12345:6@lid')
    expect(participantId('12345@s.whatsapp.net')).toBe('12345@s.whatsapp.net')
    const bare = senderKeys(callKey, '222222222222222@lid').rtp
    expect(bare.cipherKey.toString('hex')).toBe(kats.e2e_srtp.peer_cipherKey)
  })

  it('derives the SSRCs from the call id and the participant', () => {
    expect(streamSsrc(inputs.callId, inputs.peerLid, 0)).toBe(kats.voip_crypto.ssrc_slot0)
    expect(streamSsrc(inputs.callId, inputs.peerLid, 1)).toBe(kats.voip_crypto.ssrc_slot1)
    expect(streamSsrc(`${inputs.callId.slice(0, -1)}E`, inputs.peerLid, 0)).not.toBe(kats.voip_crypto.ssrc_slot0)
    expect(relayStreamSsrcs(inputs.callId, inputs.peerLid).slice(0, 2)).toEqual([
      kats.voip_crypto.ssrc_slot0,
      kats.voip_crypto.ssrc_slot1,
    ])
  })

  it('derives the hop-by-hop masters from the relay key by two HKDF stages', () => {
    const hbh = hex(inputs.hbhKey)
    expect(hbhMaster(hbh, 'uplink hbh srtcp salt', 'uplink hbh srtcp key').toString('hex')).toBe(
      kats.hbh_srtp.uplinkKey30,
    )
    expect(hbhMaster(hbh, 'downlink hbh srtcp salt', 'downlink hbh srtcp key').toString('hex')).toBe(
      kats.hbh_srtp.downlinkKey30,
    )
    expect(hbhMaster(hbh, 'hbh srtp salt', 'hbh srtp key').toString('hex')).toBe(kats.hbh_srtp.sharedSrtpKey30)
    expect(hbhMaster(hbh, 'hbh srtcp salt', 'hbh srtcp key').toString('hex')).toBe(kats.hbh_srtp.sharedSrtcpKey30)
    expect(hbhMaster(flipped(hbh, 0), 'uplink hbh srtcp salt', 'uplink hbh srtcp key').toString('hex')).not.toBe(
      kats.hbh_srtp.uplinkKey30,
    )
    expect(hbhMaster(flipped(hbh), 'uplink hbh srtcp salt', 'uplink hbh srtcp key').toString('hex')).not.toBe(
      kats.hbh_srtp.uplinkKey30,
    )
  })

  it('expands the hop-by-hop master into libSRTP session keys, for RTP and for SRTCP', () => {
    const master = splitMaster(hbhMaster(hex(inputs.hbhKey), 'uplink hbh srtcp salt', 'uplink hbh srtcp key'))
    expect(master.key.toString('hex')).toBe(kats.hbh_srtp.masterKey)
    expect(master.salt.toString('hex')).toBe(kats.hbh_srtp.masterSalt)
    const rtp = expandSessionKeys(master, srtpLabels.rtp)
    expect([rtp.cipherKey, rtp.salt, rtp.authKey].map((b) => b.toString('hex'))).toEqual([
      kats.hbh_srtp.sessionKey,
      kats.hbh_srtp.sessionSalt,
      kats.hbh_srtp.authKey,
    ])
    const { uplinkRtcp } = hopByHopKeys(hex(inputs.hbhKey))
    expect([uplinkRtcp.cipherKey, uplinkRtcp.salt, uplinkRtcp.authKey].map((b) => b.toString('hex'))).toEqual([
      kats.hbh_srtp.srtcpSessionKey,
      kats.hbh_srtp.srtcpSessionSalt,
      kats.hbh_srtp.srtcpAuthKey,
    ])
  })

  it('refuses a call key or a hop-by-hop key of the wrong size', () => {
    expect(() => e2eMaster(callKey.subarray(0, 31), inputs.peerLid)).toThrow(/32 bytes/)
    expect(() => hopByHopKeys(hex(inputs.hbhKey).subarray(0, 29))).toThrow(/30 bytes/)
  })
})
