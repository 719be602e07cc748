import { GroupCipher } from '@whiskeysockets/baileys/lib/Signal/Group/group_cipher.js'
import { GroupSessionBuilder } from '@whiskeysockets/baileys/lib/Signal/Group/group-session-builder.js'
import { SenderKeyDistributionMessage } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-distribution-message.js'
import { SenderKeyMessage } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-message.js'
import { SenderKeyName } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-name.js'
import { SenderKeyRecord } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-record.js'
import { describe, expect, test } from 'vitest'
import { installSenderKeyChain } from '../src/protocol/baileys/sender-key-chain.js'

/** A sender-key store as Baileys' repository keeps one: each record written as its serialized bytes. */
function memoryStore() {
  const records = new Map<string, Buffer>()
  return {
    async loadSenderKey(name: SenderKeyName) {
      const stored = records.get(name.toString())
      return stored ? SenderKeyRecord.deserialize(stored) : new SenderKeyRecord()
    },
    async storeSenderKey(name: SenderKeyName, record: SenderKeyRecord) {
      records.set(name.toString(), Buffer.from(JSON.stringify(record.serialize())))
    },
    /** the message keys the record holds: skipped iterations kept for messages that may still arrive */
    storedKeys(name: SenderKeyName) {
      const stored = records.get(name.toString())
      return stored ? SenderKeyRecord.deserialize(stored).getSenderKeyState()!.getStructure().senderMessageKeys : []
    },
  }
}

const name = new SenderKeyName('120363000000000001@g.us', {
  id: '15550001111',
  deviceId: 3,
  toString: () => '15550001111.3',
})
const iterationOf = (bytes: Uint8Array) => new SenderKeyMessage(null, null, null, null, bytes).getIteration()
const padded = (text: string) => Buffer.from(text)

/** A sender and a member that processed its distribution message, each with its store and cipher. */
async function group() {
  const sender = memoryStore()
  const member = memoryStore()
  const distribution = await new GroupSessionBuilder(sender).create(name)
  await new GroupSessionBuilder(member).process(
    name,
    new SenderKeyDistributionMessage(null, null, null, null, distribution.serialize()),
  )
  return { sender, member, senderCipher: new GroupCipher(sender, name), memberCipher: new GroupCipher(member, name) }
}

describe("group messages' sender-key chain as the engine installs it", () => {
  test('each message takes the next iteration, no key piles up on either side, and a record left by Baileys continues', async () => {
    const { sender, member, senderCipher, memberCipher } = await group()
    const roundTrip = async (text: string) => {
      const sent = await senderCipher.encrypt(padded(text))
      expect(Buffer.from(await memberCipher.decrypt(sent)).toString()).toBe(text)
      return iterationOf(sent)
    }

    // Baileys 7.0.0-rc14 as shipped: an iteration skipped a message after the first, its key stored on both sides
    const before = [await roundTrip('a'), await roundTrip('b'), await roundTrip('c')]
    expect(before).toEqual([0, 2, 4])
    expect(sender.storedKeys(name).map((key) => key.iteration)).toEqual([1, 3])
    expect(member.storedKeys(name).map((key) => key.iteration)).toEqual([1, 3])

    installSenderKeyChain()
    const after = [await roundTrip('d'), await roundTrip('e'), await roundTrip('f')]
    expect(after).toEqual([5, 6, 7])
    // the sender's unused keys are gone; the member keeps the two it was told were skipped, and adds none
    expect(sender.storedKeys(name)).toEqual([])
    expect(member.storedKeys(name).map((key) => key.iteration)).toEqual([1, 3])
  })

  test('a member that gets the messages out of order still reads each once', async () => {
    installSenderKeyChain()
    const { member, senderCipher, memberCipher } = await group()
    const sent = [await senderCipher.encrypt(padded('one')), await senderCipher.encrypt(padded('two'))]
    sent.push(await senderCipher.encrypt(padded('three')))
    expect(sent.map(iterationOf)).toEqual([0, 1, 2])
    const read = []
    for (const index of [2, 0, 1]) read.push(Buffer.from(await memberCipher.decrypt(sent[index]!)).toString())
    expect(read).toEqual(['three', 'one', 'two'])
    expect(member.storedKeys(name)).toEqual([])
    await expect(memberCipher.decrypt(sent[0]!)).rejects.toThrow(/old counter/)
  })

  test('installing twice keeps one layer', () => {
    installSenderKeyChain()
    const encrypt = GroupCipher.prototype.encrypt
    installSenderKeyChain()
    expect(GroupCipher.prototype.encrypt).toBe(encrypt)
  })
})
