import { describe, expect, test } from 'vitest'
import { BrokerHosts } from '../../src/transports/broker-hosts.js'
import { parseBrokerHost } from '../../src/transports/broker-namespace.js'

// What each allowlist entry admits; namespaces.test.ts checks the same through the API against real brokers.

describe('broker host entries', () => {
  test('host[:port][/db][=prefix] parse, with the default prefix and db 0 when left out', () => {
    expect(parseBrokerHost(' Redis.Internal ')).toEqual({
      host: 'redis.internal',
      port: null,
      db: null,
      prefix: 'sessionkit.transports.',
    })
    expect(parseBrokerHost('redis.internal:6380/4=crm:')).toEqual({
      host: 'redis.internal',
      port: '6380',
      db: 4,
      prefix: 'crm:',
    })
    expect(parseBrokerHost('[::1]:4222=')).toEqual({ host: '[::1]', port: '4222', db: null, prefix: '' })
  })

  test('each kind is held to its name, and Redis to its db', () => {
    const hosts = new BrokerHosts(['redis.internal/2=crm:', 'redis.internal', 'nats.internal', 'rabbit.internal:5672='])
    const redis = (url: string, stream: string) => hosts.namespaceRefusal({ kind: 'redis', url, stream })
    expect(redis('redis://redis.internal/2', 'crm:events')).toBeNull()
    expect(redis('rediss://redis.internal:6379/2', 'crm:events')).toBeNull()
    expect(redis('redis://redis.internal', 'sessionkit.transports.events')).toBeNull()
    expect(redis('redis://redis.internal/0', 'sessionkit.transports.events')).toBeNull()
    // The default namespace is in db 0; the explicit one in db 2 only; a path that is no db fits neither.
    expect(redis('redis://redis.internal/1', 'sessionkit.transports.events')).toContain('in db 1 is outside')
    expect(redis('redis://redis.internal', 'crm:events')).toContain('stream "crm:events" in db 0 is outside')
    expect(redis('redis://redis.internal/x', 'sessionkit.transports.events')).toContain(
      'in db "x" (not a db number) is outside',
    )
    expect(redis('redis://redis.internal', 'sessionkit.cluster:lease:a')).toContain('is outside')
    // A NATS subject is checked as what is published beneath it.
    const nats = (subject: string) => hosts.namespaceRefusal({ kind: 'nats', url: 'nats://nats.internal', subject })
    expect(nats('sessionkit.transports')).toBeNull()
    expect(nats('sessionkit.transports.crm')).toBeNull()
    expect(nats('sessionkit')).toContain('subject "sessionkit" is outside')
    expect(nats('$JS.API')).toContain('is outside')
    // A bare "=" admits any exchange, on its port only; the host on another port is not on the list.
    expect(
      hosts.namespaceRefusal({ kind: 'rabbitmq', url: 'amqp://rabbit.internal', exchange: 'amq.topic' }),
    ).toBeNull()
    expect(hosts.refusal('amqp://rabbit.internal:5673')).toContain('"rabbit.internal:5673" is not on')
  })
})
