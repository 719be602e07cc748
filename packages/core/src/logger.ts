import { type DestinationStream, pino, type Logger } from 'pino'

export type { Logger }

/**
 * The engine's default logger: structured, and redacting anything that looks like a credential (API keys,
 * webhook secrets, Authorization headers) at the top level and one level down. Lines go to stdout unless a
 * `destination` is given.
 */
export const createLogger = (level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger =>
  pino(
    {
      level,
      redact: {
        paths: [
          'apiKey',
          'apiKeys',
          'secret',
          'authorization',
          'headers.authorization',
          '*.apiKey',
          '*.apiKeys',
          '*.secret',
          '*.authorization',
          '*.headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  )
