import type { BinaryNode, WASocket } from '@whiskeysockets/baileys'
import { protocolErrorOf } from './errors.js'
import { type MexQueryName, type MexTable, runMex } from './wire/mex.js'

/** One of Baileys' own functions; a refusal rejects with a ProtocolError that opens with `what`. */
export const baileysCall = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run()
  } catch (error) {
    throw protocolErrorOf(error, what)
  }
}

/** A `w:g2` iq on the socket, for what Baileys has no function for or parses too little of; refused as baileysCall is. */
export const groupServerQuery =
  (socket: WASocket) =>
  (what: string, to: string, type: 'get' | 'set', content: BinaryNode[]): Promise<BinaryNode> =>
    baileysCall(what, () => socket.query({ tag: 'iq', attrs: { type, xmlns: 'w:g2', to }, content }))

/** A mex query of the table on the socket; a refusal rejects with a ProtocolError that opens with `what`. */
export const mexQuery =
  (socket: WASocket, table: MexTable) =>
  async <T>(what: string, name: MexQueryName, variables: unknown): Promise<T> => {
    try {
      return await runMex<T>((node) => socket.query(node), table, name, variables)
    } catch (error) {
      throw protocolErrorOf(error, what)
    }
  }
