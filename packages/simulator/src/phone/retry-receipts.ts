import { getBinaryNodeChildren, KEY_BUNDLE_TYPE, type BinaryNode } from '@whiskeysockets/baileys'
import { preKeyNode, uintBytes } from '../key-nodes.js'
import type { PhoneIdentity } from './identity.js'
import type { PhoneLine } from './line.js'

/** whatsmeow retry.go sendRetryReceipt sends none from the fifth on */
const MAX_RETRY_RECEIPTS = 4

/**
 * libsignal's error for a message whose counter was used already: a repeat, not a loss (a `pkmsg` surfaces it; a
 * `msg` tried on every session fails as "No matching sessions found" instead)
 */
function isRepeat(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'MessageCounterError'
}

/**
 * What a client does with a message it cannot decrypt: it asks the sender for it again with a retry receipt, and
 * the sender encrypts it anew (Baileys messages-recv sendMessagesAgain). The receipt is whatsmeow's (retry.go
 * sendRetryReceipt; Baileys messages-recv sendRetryRequest builds the same): `<receipt id to=<from> type='retry'
 * [recipient] [participant]>` with `<retry count id t v='1'/>` and `<registration>` (4 bytes), and from the second
 * retry on a `<keys>` bundle the sender starts a new session from. A primary phone has no ADV-signed identity of
 * its own (whatsmeow's `device-identity` is a companion's account), so its bundle carries none; Baileys' reader
 * (Utils/signal.ts extractE2ESessionFromRetryReceipt) does not need it. A repeat of a message already decrypted is
 * dropped without one, as whatsmeow drops ErrOldCounter (message.go decryptMessages).
 */
export class RetryReceipts {
  /** retry receipts sent per message id: whatsmeow's messageRetries */
  private readonly counts = new Map<string, number>()

  constructor(
    private readonly identity: PhoneIdentity,
    private readonly line: PhoneLine,
  ) {}

  /** runs `decrypt`; when it fails, asks for the message again and gives undefined */
  async decrypting<T>(node: BinaryNode, decrypt: () => Promise<T>): Promise<T | undefined> {
    try {
      return await decrypt()
    } catch (error) {
      if (!isRepeat(error)) await this.ask(node)
      return undefined
    }
  }

  private async ask(node: BinaryNode): Promise<void> {
    const { id, from, t } = node.attrs
    if (!id || !from) return
    // a resend carries its sender's count on its one `<enc>`: a receiver that lost its own count goes on from it
    const children = getBinaryNodeChildren(node, 'enc')
    const countInMessage = children.length === 1 ? Number(children[0]!.attrs.count ?? 0) : 0
    let count = (this.counts.get(id) ?? 0) + 1
    if (count === 1 && countInMessage > 0) count = countInMessage + 1
    this.counts.set(id, count)
    if (count > MAX_RETRY_RECEIPTS) return
    const attrs: Record<string, string> = { id, to: from, type: 'retry' }
    if (node.attrs.recipient) attrs.recipient = node.attrs.recipient
    if (node.attrs.participant) attrs.participant = node.attrs.participant
    const content: BinaryNode[] = [
      { tag: 'retry', attrs: { count: String(count), id, ...(t ? { t } : {}), v: '1' } },
      { tag: 'registration', attrs: {}, content: uintBytes(this.identity.creds.registrationId, 4) },
    ]
    if (count > 1) content.push(await this.keys())
    await this.line.send({ tag: 'receipt', attrs, content })
  }

  private async keys(): Promise<BinaryNode> {
    const [preKey] = await this.identity.newPreKeys(1)
    return {
      tag: 'keys',
      attrs: {},
      content: [
        { tag: 'type', attrs: {}, content: KEY_BUNDLE_TYPE },
        { tag: 'identity', attrs: {}, content: this.identity.creds.signedIdentityKey.public },
        preKeyNode(preKey!),
        this.identity.signedPreKeyNode(),
      ],
    }
  }
}
