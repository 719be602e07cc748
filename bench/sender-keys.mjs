// Sender keys: what one group message costs to encrypt (the sending session) and to decrypt (a member's device)
// after a session has sent many messages to the group, as the engine runs it against Baileys 7.0.0-rc14 as
// shipped, in the same run; and the sender-key chain the engine installs alone (`installSenderKeyChain`,
// protocol/baileys/sender-key-chain.ts) without its signatures (`installCurveSignatures`, curve-signatures.ts).
// Baileys' chain skips an iteration a message and both records keep the skipped key, up to 2,000, each record
// parsed and written whole on every message; the installed chain takes one iteration a message and keeps none.
// Signing and checking are curve25519-js' pure JS as shipped. Each variant: a sender and a member grown by `BENCH_SK_HISTORY` messages sent and read (the group's past), then
// `BENCH_SK_MEASURED` more timed from copies of their records, encrypt and decrypt apart, `BENCH_SK_ROUNDS` rounds
// in turned order (medians); the same after `BENCH_SK_EARLY` messages.
import { GroupCipher } from '@whiskeysockets/baileys/lib/Signal/Group/group_cipher.js'
import { GroupSessionBuilder } from '@whiskeysockets/baileys/lib/Signal/Group/group-session-builder.js'
import { SenderKeyDistributionMessage } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-distribution-message.js'
import { SenderKeyName } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-name.js'
import { SenderKeyRecord } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-record.js'
import { SenderKeyState } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-state.js'
import { createRequire } from 'node:module'
import { installCurveSignatures, installSenderKeyChain } from '@sessionkit/core/internal'
import { emit, log, median, round } from './lib/common.mjs'

const history = Number(process.env.BENCH_SK_HISTORY ?? 2100)
const early = Number(process.env.BENCH_SK_EARLY ?? 20)
const measured = Number(process.env.BENCH_SK_MEASURED ?? 50)

// the curve25519-js module libsignal signs and checks with
const curve = createRequire(createRequire(import.meta.url).resolve('libsignal/src/curve.js'))('curve25519-js')
const current = () => ({
  encrypt: GroupCipher.prototype.encrypt,
  removeSenderMessageKey: SenderKeyState.prototype.removeSenderMessageKey,
  sign: curve.sign,
  verify: curve.verify,
})
const shipped = current()
installSenderKeyChain()
const chainOnly = current()
installCurveSignatures()
const installed = current()
const use = (variant) => {
  GroupCipher.prototype.encrypt = variant.encrypt
  SenderKeyState.prototype.removeSenderMessageKey = variant.removeSenderMessageKey
  curve.sign = variant.sign
  curve.verify = variant.verify
}

/** A sender-key store as Baileys' repository keeps one: each record as its serialized bytes. */
function memoryStore() {
  const records = new Map()
  return {
    records,
    loadSenderKey: async (name) => {
      const stored = records.get(name.toString())
      return stored ? SenderKeyRecord.deserialize(stored) : new SenderKeyRecord()
    },
    storeSenderKey: async (name, record) => {
      records.set(name.toString(), Buffer.from(JSON.stringify(record.serialize()), 'utf-8'))
    },
  }
}

const name = new SenderKeyName('120363000000000001@g.us', {
  id: '15550001111',
  deviceId: 0,
  toString: () => '15550001111.0',
})
const plaintext = Buffer.alloc(48, 1)

/** A sender and a member after `count` messages sent and read with `variant`: their records' bytes. */
async function grow(variant, count) {
  use(variant)
  const sender = memoryStore()
  const member = memoryStore()
  const distribution = await new GroupSessionBuilder(sender).create(name)
  await new GroupSessionBuilder(member).process(
    name,
    new SenderKeyDistributionMessage(null, null, null, null, distribution.serialize()),
  )
  const encryptor = new GroupCipher(sender, name)
  const decryptor = new GroupCipher(member, name)
  for (let i = 0; i < count; i++) await decryptor.decrypt(await encryptor.encrypt(plaintext))
  return { sender: sender.records.get(name.toString()), member: member.records.get(name.toString()) }
}

/** `count` more messages from copies of `grown`, timed: mean ms per encrypt and per decrypt, and the record sizes. */
async function measure(variant, grown, count) {
  use(variant)
  const sender = memoryStore()
  const member = memoryStore()
  sender.records.set(name.toString(), grown.sender)
  member.records.set(name.toString(), grown.member)
  const encryptor = new GroupCipher(sender, name)
  const decryptor = new GroupCipher(member, name)
  let encryptMs = 0
  let decryptMs = 0
  for (let i = 0; i < count; i++) {
    const a = performance.now()
    const sent = await encryptor.encrypt(plaintext)
    const b = performance.now()
    await decryptor.decrypt(sent)
    decryptMs += performance.now() - b
    encryptMs += b - a
  }
  return {
    encrypt: encryptMs / count,
    decrypt: decryptMs / count,
    senderBytes: sender.records.get(name.toString()).length,
    memberBytes: member.records.get(name.toString()).length,
  }
}

const variants = { shipped, chainOnly, installed }
const grown = {}
for (const label of Object.keys(variants))
  grown[label] = { early: await grow(variants[label], early), late: await grow(variants[label], history) }
// Rounds in turned order, each variant measured from the same grown records every round; medians reported.
const rounds = Number(process.env.BENCH_SK_ROUNDS ?? 5)
const samples = { shipped: [], chainOnly: [], installed: [] }
for (let r = 0; r < rounds; r++) {
  for (const label of r % 2 ? ['installed', 'chainOnly', 'shipped'] : ['shipped', 'chainOnly', 'installed']) {
    const sample = {
      early: await measure(variants[label], grown[label].early, measured),
      late: await measure(variants[label], grown[label].late, measured),
    }
    samples[label].push(sample)
    log(`sender-keys round ${r + 1} ${label}: ${JSON.stringify(sample)}`)
  }
}
const results = {}
for (const label of Object.keys(samples)) {
  const at = (stage, key) => median(samples[label].map((sample) => sample[stage][key]))
  results[label] = {
    early: { encrypt: at('early', 'encrypt'), decrypt: at('early', 'decrypt') },
    late: {
      encrypt: at('late', 'encrypt'),
      decrypt: at('late', 'decrypt'),
      senderBytes: at('late', 'senderBytes'),
      memberBytes: at('late', 'memberBytes'),
    },
  }
}
const { shipped: s, chainOnly: c, installed: i } = results
const row = (figure, value, reference, unit) => ({
  figure,
  value: round(value, 2),
  unit,
  reference: round(reference, 2),
  refUnit: `${unit} as Baileys ships it, same run`,
  ratio: round(value / reference, 2),
  goal: null,
  pass: null,
})
emit([
  row(
    `sender keys: encrypt a group message after ${history} sent (as the engine runs)`,
    i.late.encrypt,
    s.late.encrypt,
    'ms',
  ),
  row(
    `sender keys: decrypt it on a member device after ${history} read (as the engine runs)`,
    i.late.decrypt,
    s.late.decrypt,
    'ms',
  ),
  row(
    `sender keys: encrypt after ${history} sent, the chain alone (curve25519-js signatures)`,
    c.late.encrypt,
    s.late.encrypt,
    'ms',
  ),
  row(
    `sender keys: decrypt after ${history} read, the chain alone (curve25519-js signatures)`,
    c.late.decrypt,
    s.late.decrypt,
    'ms',
  ),
  row(
    `sender keys: encrypt a group message after ${early} sent (as the engine runs)`,
    i.early.encrypt,
    s.early.encrypt,
    'ms',
  ),
  row(
    `sender keys: decrypt it on a member device after ${early} read (as the engine runs)`,
    i.early.decrypt,
    s.early.decrypt,
    'ms',
  ),
  row(
    `sender keys: the sender's record after ${history + measured} sent`,
    i.late.senderBytes / 1024,
    s.late.senderBytes / 1024,
    'KiB',
  ),
  row(
    `sender keys: a member's record after ${history + measured} read`,
    i.late.memberBytes / 1024,
    s.late.memberBytes / 1024,
    'KiB',
  ),
])
