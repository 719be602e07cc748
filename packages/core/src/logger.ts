import { pino, type Logger } from 'pino'

export type { Logger }

/** The engine's default logger: structured, and redacting anything that looks like a credential. */
export const createLogger = (level = process.env.LOG_LEVEL ?? 'info'): Logger =>
  pino({
    level,
    redact: {
      paths: ['apiKey', 'apiKeys', 'secret', 'authorization', 'headers.authorization', '*.secret'],
      censor: '[redacted]',
    },
  })
