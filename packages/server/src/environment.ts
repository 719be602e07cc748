import type { CreateTransportInput } from '@sessionkit/core'
import { defaultConnectionLimits } from '@sessionkit/node'

/**
 * One environment variable of the server. The table below is the only place the server reads its environment
 * from, and `sessionkit --help` prints it, so what the help says is what the server does.
 */
export interface Variable<T = unknown> {
  /** The value when the variable is unset or empty, as an operator reads it. */
  readonly default: string
  /** What it sets. */
  readonly meaning: string
  /** The setting from the variable's text; a text it cannot take throws a TypeError naming the variable. */
  readonly read: (text: string | undefined, name: string) => T
}

const given = (text: string | undefined): string | undefined => text?.trim() || undefined

const textOf = (fallback: string, meaning: string): Variable<string> => ({
  default: fallback,
  meaning,
  read: (text) => given(text) ?? fallback,
})

/** A setting with no fixed default: `shown` says what happens without it. */
const optionalTextOf = (shown: string, meaning: string): Variable<string | undefined> => ({
  default: shown,
  meaning,
  read: given,
})

/** A whole number from `min` to `max`. */
const integerOf = (fallback: number, meaning: string, min = 1, max = Number.MAX_SAFE_INTEGER): Variable<number> => ({
  default: String(fallback),
  meaning,
  read(text, name) {
    const value = given(text)
    if (value === undefined) return fallback
    const number = Number(value)
    if (!Number.isInteger(number) || number < min || number > max) {
      const range =
        max !== Number.MAX_SAFE_INTEGER
          ? `an integer from ${min} to ${max}`
          : min === 1
            ? 'a positive integer'
            : `a whole number of at least ${min}`
      throw new TypeError(`${name} must be ${range}, not "${text}"`)
    }
    return number
  },
})

const yes = new Set(['1', 'true', 'yes', 'on'])
const no = new Set(['0', 'false', 'no', 'off'])

/** A switch: `true`, `1`, `yes` or `on`, or `false`, `0`, `no` or `off`; any other word is refused, not guessed. */
const flagOf = (fallback: boolean, meaning: string, shown = String(fallback)): Variable<boolean> => ({
  default: shown,
  meaning,
  read(text, name) {
    const value = given(text)?.toLowerCase()
    if (value === undefined) return fallback
    if (yes.has(value)) return true
    if (no.has(value)) return false
    throw new TypeError(`${name} must be true or false, not "${text}"`)
  },
})

const listOf = (meaning: string, fallback = ''): Variable<string[]> => ({
  default: fallback || 'none',
  meaning,
  read: (text) =>
    (given(text) ?? fallback)
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
})

const transportsOf = (meaning: string): Variable<CreateTransportInput[]> => ({
  default: 'none',
  meaning,
  read(text, name) {
    const value = given(text)
    if (value === undefined) return []
    let bodies: unknown
    try {
      bodies = JSON.parse(value)
    } catch {
      throw new TypeError(`${name} must be a JSON array of transports (the body of POST /transports)`)
    }
    if (!Array.isArray(bodies)) throw new TypeError(`${name} must be a JSON array of transports`)
    // Each body is checked as the API checks it when the server declares it (declareTransports).
    return bodies as CreateTransportInput[]
  },
})

/** One of `choices`, the first being the default. */
const choiceOf = <T extends string>(choices: readonly [T, ...T[]], meaning: string): Variable<T> => ({
  default: choices[0],
  meaning,
  read(text, name) {
    const value = given(text)?.toLowerCase()
    if (value === undefined) return choices[0]
    if ((choices as readonly string[]).includes(value)) return value as T
    throw new TypeError(`${name} must be one of ${choices.join(', ')}, not "${text}"`)
  },
})

/** One of `choices`, or undefined when unset: `shown` says what happens then. */
const optionalChoiceOf = <T extends string>(
  choices: readonly T[],
  shown: string,
  meaning: string,
): Variable<T | undefined> => ({
  default: shown,
  meaning,
  read(text, name) {
    const value = given(text)?.toLowerCase()
    if (value === undefined) return undefined
    if ((choices as readonly string[]).includes(value)) return value as T
    throw new TypeError(`${name} must be one of ${choices.join(', ')}, not "${text}"`)
  },
})

const perMinute = (what: string) => `requests of the ${what} class each API key may make per minute`

/** Every variable the server reads, in the order `--help` and docs/configuration.md list them. */
export const environment = {
  PORT: integerOf(3000, 'port to listen on (0 picks a free one)', 0, 65535),
  HOST: optionalTextOf('0.0.0.0, 127.0.0.1 in the sandbox', 'interface to listen on'),
  SESSIONKIT_API_KEY: optionalTextOf(
    'generated, kept in <data dir>/api-key',
    'the Bearer key of /api/v1 (and of /sandbox/v1 in the sandbox)',
  ),
  SESSIONKIT_DATA_DIR: textOf('./data', 'where the generated key and the default SQLite store live'),
  SESSIONKIT_STORE: optionalTextOf(
    'sqlite://<data dir>/sessionkit.sqlite',
    'store URL: memory://, sqlite://path, redis://…, postgres://…',
  ),
  SESSIONKIT_ALLOW_PRIVATE_NETWORK: flagOf(
    false,
    'let mediaUrl fetches and webhook URLs reach loopback, private and link-local addresses',
    'false, true in the sandbox',
  ),
  SESSIONKIT_TRANSPORT_HOSTS: listOf(
    'comma-separated broker hosts transports may publish to, each host[:port][/db][=prefix]: the Redis db (0 when left out) and the prefix every stream, subject and exchange must start with (sessionkit.transports. when left out)',
  ),
  SESSIONKIT_PROXY: optionalTextOf(
    'none (direct)',
    'the proxy every session connects through unless it names its own: http://, https://, socks5:// or socks5h://, with an optional user:password@',
  ),
  SESSIONKIT_PROXY_HOSTS: listOf("comma-separated proxy hosts (host or host:port) a session's own proxy may name"),
  SESSIONKIT_TRANSPORTS: transportsOf(
    'a JSON array of transports (bodies of POST /transports), made to exist at each start',
  ),
  LOG_LEVEL: textOf('info', 'pino level'),
  SESSIONKIT_HEADERS_TIMEOUT_MS: integerOf(
    defaultConnectionLimits.headersTimeoutMs,
    "milliseconds a request's line and headers may take to arrive; later, a 408 Problem closes it",
  ),
  SESSIONKIT_BODY_IDLE_TIMEOUT_MS: integerOf(
    defaultConnectionLimits.bodyIdleTimeoutMs,
    'milliseconds a request body may send nothing before it is cut (a slow, progressing one is not)',
  ),
  SESSIONKIT_MAX_CONNECTIONS: integerOf(
    defaultConnectionLimits.maxConnections,
    'connections open at once; one more is closed as it arrives',
  ),
  SESSIONKIT_METRICS_TOKEN: optionalTextOf('none', 'a bearer token that reads GET /metrics and nothing else'),
  SESSIONKIT_MCP: flagOf(true, 'false stops serving the MCP endpoint /mcp'),
  SESSIONKIT_MCP_TOOLSETS: listOf(
    'comma-separated MCP toolsets /mcp offers (all: every one but admin)',
    'reading,messaging',
  ),
  SESSIONKIT_MCP_ALLOW_SEND: flagOf(false, "let /mcp's tools send as the account (scope send)"),
  SESSIONKIT_MCP_ALLOW_NEW_CHATS: flagOf(false, "let /mcp's sends reach someone the account never talked to"),
  SESSIONKIT_MCP_ALLOWED_ORIGINS: listOf("comma-separated browser origins /mcp answers besides the server's own"),
  SESSIONKIT_NUMBER_CHECK_CACHE_MS: integerOf(
    24 * 60 * 60 * 1000,
    "milliseconds a number check's answer is kept per session (0 keeps none)",
    0,
  ),
  SESSIONKIT_NUMBER_CHECKS_PER_MINUTE: integerOf(60, 'numbers each session may ask WhatsApp about per minute'),
  SESSIONKIT_MESSAGE_STORE: flagOf(true, 'false stops storing chats and messages'),
  SESSIONKIT_MESSAGE_MAX_AGE_DAYS: integerOf(90, 'days a stored message is kept'),
  SESSIONKIT_MESSAGE_MAX_PER_CHAT: integerOf(10_000, 'messages kept per chat'),
  SESSIONKIT_MEDIA_STORE: optionalChoiceOf(
    ['filesystem', 's3', 'none'],
    'filesystem, none in cluster mode',
    'where received media is kept: filesystem (SESSIONKIT_MEDIA_DIR), s3 (the bucket below), none (not kept)',
  ),
  SESSIONKIT_MEDIA_DIR: optionalTextOf(
    '<data dir>/media',
    "the filesystem media store's directory; in cluster mode a volume every node mounts",
  ),
  SESSIONKIT_MEDIA_SHARED_VOLUME: flagOf(false, 'cluster mode: SESSIONKIT_MEDIA_DIR is shared by every node'),
  SESSIONKIT_MEDIA_MAX_MB: integerOf(64, 'the largest received file kept, in MiB'),
  SESSIONKIT_MEDIA_MAX_VIDEO_MB: integerOf(16, 'the largest received video kept, in MiB'),
  SESSIONKIT_MEDIA_S3_BUCKET: optionalTextOf('none', 'the s3 media store: its bucket (required there)'),
  SESSIONKIT_MEDIA_S3_ENDPOINT: optionalTextOf(
    'AWS',
    'the s3 media store: an S3-compatible server, e.g. http://minio:9000',
  ),
  SESSIONKIT_MEDIA_S3_REGION: textOf('us-east-1', 'the s3 media store: its region'),
  SESSIONKIT_MEDIA_S3_PATH_STYLE: flagOf(
    false,
    'the s3 media store: the bucket in the path (MinIO and most self-hosted servers)',
  ),
  SESSIONKIT_MEDIA_S3_CHECKSUMS: choiceOf<'when_supported' | 'when_required'>(
    ['when_supported', 'when_required'],
    "the s3 media store: when_required for servers that refuse the SDK's newer checksums",
  ),
  SESSIONKIT_RATE_LIMITS: flagOf(true, 'false turns the per-key rate limits off'),
  SESSIONKIT_SENDS_PER_MINUTE: integerOf(300, perMinute('sends')),
  SESSIONKIT_READS_PER_MINUTE: integerOf(1200, perMinute('reads')),
  SESSIONKIT_MANAGEMENT_PER_MINUTE: integerOf(300, perMinute('management')),
  SESSIONKIT_SEND_PACING: flagOf(true, 'false turns send pacing per WhatsApp account off'),
  SESSIONKIT_MESSAGES_PER_MINUTE: integerOf(30, 'messages each session may send per minute'),
  SESSIONKIT_NEW_CHATS_PER_DAY: integerOf(100, 'people each session may start a chat with per UTC day'),
  SESSIONKIT_PROFILE_READS_PER_MINUTE: integerOf(
    30,
    "other people's profiles, pictures and presence each session may ask about per minute",
  ),
  SESSIONKIT_HISTORY_REQUESTS_PER_TWO_HOURS: integerOf(
    10,
    'on-demand history requests each session may send per two hours',
  ),
  SESSIONKIT_PRESENCE_RESUBSCRIBE_INTERVAL_MS: integerOf(
    1000,
    'milliseconds between two presence subscriptions renewed on a reconnect (0: all at once)',
    0,
  ),
  SESSIONKIT_SANDBOX_GROUP_ADDRESSING: choiceOf<'lid' | 'pn'>(
    ['lid', 'pn'],
    "the sandbox's new groups and communities: lid as WhatsApp creates them, pn as older groups are",
  ),
  SESSIONKIT_CLUSTER_REDIS: optionalTextOf('none', 'cluster mode: the Redis the nodes coordinate through'),
  SESSIONKIT_NODE_ID: optionalTextOf('<hostname>-<random>', "cluster mode: this node's name"),
  SESSIONKIT_ADVERTISE_URL: optionalTextOf(
    'none',
    'cluster mode (required there): where the other nodes reach this one, e.g. http://10.0.0.5:3000',
  ),
  SESSIONKIT_LEASE_TTL_MS: integerOf(15_000, 'cluster mode: milliseconds a session lease lives unrenewed'),
} satisfies Record<string, Variable>

export type VariableName = keyof typeof environment

/** The server's settings, one per variable, each its default when the variable is unset or empty. */
export type Settings = { [Name in VariableName]: ReturnType<(typeof environment)[Name]['read']> }

/** The environment the server reads: `process.env` or any object of the same shape. */
export type StandaloneEnv = { readonly [Name in VariableName]?: string } & {
  readonly [name: string]: string | undefined
}

/** Reads every variable of the table, and nothing else, from `env`; the first bad one throws. */
export function readSettings(env: StandaloneEnv): Settings {
  const settings: Record<string, unknown> = {}
  for (const [name, variable] of Object.entries(environment)) settings[name] = variable.read(env[name], name)
  return settings as Settings
}
