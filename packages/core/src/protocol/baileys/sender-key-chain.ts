import { GroupCipher, type SenderKeyStore } from '@whiskeysockets/baileys/lib/Signal/Group/group_cipher.js'
import { SenderKeyMessage } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-message.js'
import type { SenderKeyName } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-name.js'
import { SenderKeyState } from '@whiskeysockets/baileys/lib/Signal/Group/sender-key-state.js'
import { SenderMessageKey } from '@whiskeysockets/baileys/lib/Signal/Group/sender-message-key.js'

/** The members of Baileys' GroupCipher its declarations keep private, which the replacement uses as Baileys does. */
interface CipherInternals {
  senderKeyStore: SenderKeyStore
  senderKeyName: SenderKeyName
  getCipherText(iv: Uint8Array, key: Uint8Array, plaintext: Uint8Array): Promise<Uint8Array>
}

let installed = false

/**
 * Replaces two methods of Baileys' sender keys (the encryption of group messages), once per process.
 *
 * `GroupCipher.encrypt`, the sender-key message of every group send. Baileys 7.0.0-rc14 asks its chain for the
 * iteration after the current one (`iteration + 1` once past 0), so each send skips one: the messages carry
 * iterations 0, 2, 4... and the skipped message key is stored in the sender's own record, where nothing ever reads
 * it; every member's device stores it too, as a key skipped in transit. Both records grow by one key a message until
 * the cap of 2,000, and each is parsed and written whole on every message: measured here, a group send's encryption
 * went from ~13 ms to ~33 ms once the cap was reached (`bench/sender-keys.mjs`). libsignal, and the clients WhatsApp
 * ships, use the chain's current iteration and then step the chain (whatsapp-rust `group_encrypt`,
 * wacore/libsignal/src/protocol/group_cipher.rs @240d631a), which is what this one does. A receiver accepts either
 * (it takes any iteration ahead of its chain), and a record left by the old code continues from where its chain
 * stands.
 *
 * The sender's own state never decrypts (its device does not receive its own group messages), so the keys the old
 * code stored there are dropped on the next send, which gives the record of an upgraded session back its size.
 *
 * `SenderKeyState.removeSenderMessageKey`, which reads a key stored for a message that arrives after a later one.
 * Baileys writes a record as plain JSON, where a key's seed (a Buffer) becomes `{ type: 'Buffer', data: [...] }`,
 * and reads it back with a reviver that leaves that form as it is; the stored seed then reaches libsignal's
 * `deriveSecrets`, which throws "Expected Buffer": every group message that arrived out of order failed to
 * decrypt and was asked for again. The seed is made a Buffer again before it is used.
 */
export function installSenderKeyChain(): void {
  if (installed) return
  installed = true
  GroupCipher.prototype.encrypt = async function encrypt(this: GroupCipher, paddedPlaintext: Uint8Array) {
    const cipher = this as unknown as CipherInternals
    const record = await cipher.senderKeyStore.loadSenderKey(cipher.senderKeyName)
    const state = record.getSenderKeyState()
    if (!state) throw new Error('No session to encrypt message')
    const chainKey = state.getSenderChainKey()
    const messageKey = chainKey.getSenderMessageKey()
    const ciphertext = await cipher.getCipherText(messageKey.getIv(), messageKey.getCipherKey(), paddedPlaintext)
    const message = new SenderKeyMessage(
      state.getKeyId(),
      messageKey.getIteration(),
      ciphertext,
      state.getSigningKeyPrivate(),
    )
    state.setSenderChainKey(chainKey.getNext())
    state.getStructure().senderMessageKeys.length = 0
    await cipher.senderKeyStore.storeSenderKey(cipher.senderKeyName, record)
    return message.serialize()
  }
  SenderKeyState.prototype.removeSenderMessageKey = function removeSenderMessageKey(
    this: SenderKeyState,
    iteration: number,
  ) {
    const keys = this.getStructure().senderMessageKeys
    const index = keys.findIndex((key) => key.iteration === iteration)
    if (index === -1) return null
    const [key] = keys.splice(index, 1)
    return new SenderMessageKey(key!.iteration, Buffer.from(key!.seed))
  }
}
