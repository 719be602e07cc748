import { join } from 'node:path'
import type { MediaOptions, SessionEngineOptions } from '@sessionkit/core'
import type { ConnectionLimits } from '@sessionkit/node'
import type { Settings } from './environment.js'

const dayMs = 24 * 60 * 60 * 1000

/** The engine's options the settings choose; the store, the keys and the logger are the server's to add. */
export function engineOptionsOf(settings: Settings): SessionEngineOptions {
  return {
    allowPrivateNetwork: settings.SESSIONKIT_ALLOW_PRIVATE_NETWORK,
    transportHosts: settings.SESSIONKIT_TRANSPORT_HOSTS,
    ...(settings.SESSIONKIT_PROXY ? { proxy: settings.SESSIONKIT_PROXY } : {}),
    proxyHosts: settings.SESSIONKIT_PROXY_HOSTS,
    numberCheckCacheMs: settings.SESSIONKIT_NUMBER_CHECK_CACHE_MS,
    numberChecksPerMinute: settings.SESSIONKIT_NUMBER_CHECKS_PER_MINUTE,
    presenceResubscribeIntervalMs: settings.SESSIONKIT_PRESENCE_RESUBSCRIBE_INTERVAL_MS,
    messageStore: {
      enabled: settings.SESSIONKIT_MESSAGE_STORE,
      maxAgeMs: settings.SESSIONKIT_MESSAGE_MAX_AGE_DAYS * dayMs,
      maxMessagesPerChat: settings.SESSIONKIT_MESSAGE_MAX_PER_CHAT,
    },
    ...rateLimitsOf(settings),
    ...sendPacingOf(settings),
    cluster: clusterOf(settings),
  }
}

export function connectionLimitsOf(settings: Settings): Required<ConnectionLimits> {
  return {
    headersTimeoutMs: settings.SESSIONKIT_HEADERS_TIMEOUT_MS,
    bodyIdleTimeoutMs: settings.SESSIONKIT_BODY_IDLE_TIMEOUT_MS,
    maxConnections: settings.SESSIONKIT_MAX_CONNECTIONS,
  }
}

/**
 * The per-key rate limits, on unless `SESSIONKIT_RATE_LIMITS=false`: generous enough that a client keeping to its
 * sessions' send pacing never meets them (300 sends a minute is ten sessions at full pace), tight enough that a
 * runaway loop is stopped within a minute.
 */
function rateLimitsOf(settings: Settings): Pick<SessionEngineOptions, 'rateLimits'> {
  if (!settings.SESSIONKIT_RATE_LIMITS) return {}
  const perMinute = (limit: number) => ({ limit, windowSeconds: 60 })
  return {
    rateLimits: {
      sends: perMinute(settings.SESSIONKIT_SENDS_PER_MINUTE),
      reads: perMinute(settings.SESSIONKIT_READS_PER_MINUTE),
      management: perMinute(settings.SESSIONKIT_MANAGEMENT_PER_MINUTE),
    },
  }
}

/**
 * Send pacing per WhatsApp account, on unless `SESSIONKIT_SEND_PACING=false`: one message every two seconds on
 * average, and 100 new chats a day, below the 250 a day WhatsApp's Business Platform grants a new business number
 * (an account on the Web client has no such standing); 30 reads of other people a minute; 10 on-demand history
 * requests in two hours (WhatsApp Web's own limit and cooldown: 10 failures, 7,200 s).
 */
function sendPacingOf(settings: Settings): Pick<SessionEngineOptions, 'sendPacing'> {
  if (!settings.SESSIONKIT_SEND_PACING) return {}
  return {
    sendPacing: {
      messagesPerMinute: settings.SESSIONKIT_MESSAGES_PER_MINUTE,
      newChatsPerDay: settings.SESSIONKIT_NEW_CHATS_PER_DAY,
      profileReadsPerMinute: settings.SESSIONKIT_PROFILE_READS_PER_MINUTE,
      historyRequestsPerTwoHours: settings.SESSIONKIT_HISTORY_REQUESTS_PER_TWO_HOURS,
    },
  }
}

/** Cluster mode when SESSIONKIT_CLUSTER_REDIS is set; the engine checks the rest (store, URL, TTL). */
function clusterOf(settings: Settings): SessionEngineOptions['cluster'] {
  const redis = settings.SESSIONKIT_CLUSTER_REDIS
  if (!redis) return undefined
  const advertiseUrl = settings.SESSIONKIT_ADVERTISE_URL
  if (!advertiseUrl)
    throw new TypeError('SESSIONKIT_ADVERTISE_URL must say where the other nodes reach this one in cluster mode')
  return { redis, advertiseUrl, nodeId: settings.SESSIONKIT_NODE_ID, leaseTtlMs: settings.SESSIONKIT_LEASE_TTL_MS }
}

/**
 * The media store (docs/media.md): the filesystem under the data directory unless told otherwise, but none in
 * cluster mode, where a directory of one node is not every node's; S3 needs its bucket. Credentials come from the
 * AWS SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export function mediaOf(settings: Settings, dataDir: string): MediaOptions {
  const clustered = settings.SESSIONKIT_CLUSTER_REDIS !== undefined
  const kind = settings.SESSIONKIT_MEDIA_STORE ?? (clustered ? 'none' : 'filesystem')
  const mib = 1024 * 1024
  const keep = {
    maxBytes: settings.SESSIONKIT_MEDIA_MAX_MB * mib,
    maxVideoBytes: settings.SESSIONKIT_MEDIA_MAX_VIDEO_MB * mib,
  }
  if (kind === 'none') return { store: 'none' }
  if (kind === 'filesystem')
    return {
      store: { filesystem: settings.SESSIONKIT_MEDIA_DIR ?? join(dataDir, 'media') },
      sharedVolume: settings.SESSIONKIT_MEDIA_SHARED_VOLUME,
      keep,
    }
  const bucket = settings.SESSIONKIT_MEDIA_S3_BUCKET
  if (!bucket) throw new TypeError('SESSIONKIT_MEDIA_S3_BUCKET must name the bucket of the s3 media store')
  return {
    store: {
      s3: {
        bucket,
        region: settings.SESSIONKIT_MEDIA_S3_REGION,
        ...(settings.SESSIONKIT_MEDIA_S3_ENDPOINT ? { endpoint: settings.SESSIONKIT_MEDIA_S3_ENDPOINT } : {}),
        forcePathStyle: settings.SESSIONKIT_MEDIA_S3_PATH_STYLE,
        checksums: settings.SESSIONKIT_MEDIA_S3_CHECKSUMS === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
      },
    },
    keep,
  }
}
