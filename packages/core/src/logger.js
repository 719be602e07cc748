import { pino } from 'pino';
/** The engine's default logger: structured, and redacting anything that looks like a credential. */
export const createLogger = (level = process.env.LOG_LEVEL ?? 'info') => pino({
    level,
    redact: {
        paths: ['apiKey', 'apiKeys', 'secret', 'authorization', 'headers.authorization', '*.secret'],
        censor: '[redacted]',
    },
});
//# sourceMappingURL=logger.js.map