import type { addTransactionCapability } from '@whiskeysockets/baileys'

type BaileysLogger = Parameters<typeof addTransactionCapability>[1]

const noop = (): void => {}

/** Baileys' internals (libsignal repository, key-store transactions) want a pino-shaped logger. */
export const baileysLogger: BaileysLogger = {
  level: 'silent',
  child: () => baileysLogger,
  trace: noop,
  debug: noop,
  info: noop,
  warn: noop,
  error: noop,
}
