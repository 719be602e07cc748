import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { root } from '../support/workspace.js'
import { answers, imageFacts, serverVariables, target } from './server-facts.js'

// compose.yaml, parsed as Compose reads it (YAML merge keys, `${VAR:-default}` filled in), checked against the
// server: the variables it sets are ones the server reads, its health checks call routes that answer, its ports
// are the image's.
interface Service {
  image?: string
  build?: unknown
  profiles?: string[]
  ports?: string[]
  environment?: Record<string, string>
  volumes?: string[]
  healthcheck?: { test: string[] }
  depends_on?: Record<string, { condition: string }>
  stop_grace_period?: string
}

const given = { SESSIONKIT_API_KEY: 'sk_from_the_shell' }
/** Compose's interpolation: `${X:-d}` and `${X-d}` take the default, `${X:?message}` needs X (given above). */
const interpolate = (text: string) =>
  text.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_, name: string, kind?: string, fallback?: string) => {
    const value = given[name as keyof typeof given]
    if (value !== undefined) return value
    if (kind === '?') throw new Error(`${name} is required: ${fallback}`)
    return fallback ?? ''
  })

const compose = parse(interpolate(readFileSync(join(root, 'compose.yaml'), 'utf8')), { merge: true }) as {
  services: Record<string, Service>
  volumes: Record<string, unknown>
}
const services = Object.entries(compose.services)
const image = imageFacts()
const isServer = ([, service]: [string, Service]) =>
  service.build === '.' || /^sessionkit(:|$)/.test(service.image ?? '')
const servers = services.filter(isServer)
const profiles = ['sqlite', 'postgres', 'redis', 'cluster']
const inProfile = (profile: string) =>
  services.filter(([, service]) => (service.profiles ?? [profile]).includes(profile))
const healthUrl = (service: Service) => {
  const url = service.healthcheck?.test.join(' ').match(/https?:\/\/[^'"\s`]+/)?.[0]
  if (!url) throw new Error(`no URL in ${JSON.stringify(service.healthcheck)}`)
  return target(url)
}
const published = (service: Service) => (service.ports ?? []).map((port) => port.split(':').map(Number))

let statuses: Map<string, number>
beforeAll(async () => {
  statuses = await answers(servers.map(([, service]) => healthUrl(service).path))
})

test('each profile runs the server, on port 3000 of the host', () => {
  expect(servers.length).toBeGreaterThanOrEqual(6)
  for (const profile of profiles) {
    const running = inProfile(profile)
    expect(running.filter(isServer).length, profile).toBeGreaterThan(0)
    const hostPorts = running.flatMap(([, service]) => published(service).map(([host]) => host))
    expect(hostPorts, profile).toEqual([3000])
    for (const [name, service] of running)
      for (const needed of Object.keys(service.depends_on ?? {}))
        expect(
          running.map(([other]) => other),
          `${profile}: ${name} depends on ${needed}`,
        ).toContain(needed)
  }
})

describe.each(servers)('%s', (_name, service) => {
  const env = service.environment ?? {}

  test('sets only variables the server reads', () => {
    for (const variable of Object.keys(env)) expect(serverVariables, variable).toContain(variable)
  })

  test('its health check calls /readyz on the port the server listens on, and /readyz answers', () => {
    const { port, path } = healthUrl(service)
    expect(path).toBe('/readyz')
    expect(statuses.get(path)).toBe(200)
    expect(port).toBe(Number(env.PORT ?? image.env.PORT))
    expect(port).toBe(image.port)
  })

  test("publishes the image's port and keeps /data in a named volume", () => {
    for (const [, container] of published(service)) expect(container).toBe(image.port)
    const data = (service.volumes ?? []).map((volume) => volume.split(':')).find(([, at]) => at === image.volume)
    expect(data, 'a volume at the image volume').toBeDefined()
    expect(Object.keys(compose.volumes)).toContain(data![0])
  })

  test('its store and cluster URLs name services of its own profile, and it outlasts the 10 s drain when stopped', () => {
    const running = new Set(service.profiles!.flatMap((profile) => inProfile(profile).map(([other]) => other)))
    for (const variable of ['SESSIONKIT_STORE', 'SESSIONKIT_CLUSTER_REDIS'])
      if (env[variable]) expect(running, variable).toContain(new URL(env[variable]).hostname)
    expect(Number.parseInt(service.stop_grace_period ?? '10', 10)).toBeGreaterThan(10)
  })
})

test('the cluster: nodes share key and store, each advertises its own service on the port it listens on', () => {
  const nodes = inProfile('cluster').filter(isServer)
  expect(nodes).toHaveLength(3)
  const envs = nodes.map(([, service]) => service.environment!)
  for (const shared of ['SESSIONKIT_API_KEY', 'SESSIONKIT_STORE', 'SESSIONKIT_CLUSTER_REDIS'])
    expect(new Set(envs.map((env) => env[shared])).size, shared).toBe(1)
  expect(envs[0]!.SESSIONKIT_API_KEY).toBe(given.SESSIONKIT_API_KEY)
  expect(new Set(envs.map((env) => env.SESSIONKIT_NODE_ID)).size).toBe(3)
  for (const [name, service] of nodes) {
    const advertised = target(service.environment!.SESSIONKIT_ADVERTISE_URL!)
    expect(advertised.host).toBe(name)
    expect(advertised.port).toBe(image.port)
  }
  // refused without the key every node must share, rather than each node generating its own
  const raw = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true }) as typeof compose
  for (const [name] of nodes)
    expect(raw.services[name]!.environment!.SESSIONKIT_API_KEY).toMatch(/^\$\{SESSIONKIT_API_KEY:\?/)
})

test("the cluster's load balancer sends to the three nodes on their port and listens where it publishes", () => {
  const [, balancer] = inProfile('cluster').find(([name]) => name === 'load-balancer')!
  const [config] = balancer.volumes!.map((volume) => volume.split(':')[0]!)
  const nginx = readFileSync(join(root, config!), 'utf8')
  const upstreams = [...nginx.matchAll(/^\s*server\s+([\w-]+):(\d+)/gm)].map(([, host, port]) => `${host}:${port}`)
  const nodes = inProfile('cluster').filter(isServer)
  expect(upstreams.sort()).toEqual(nodes.map(([name]) => `${name}:${image.port}`).sort())
  const listen = Number(/^\s*listen\s+(\d+);/m.exec(nginx)?.[1])
  expect(published(balancer).map(([, container]) => container)).toEqual([listen])
  expect(healthUrl(balancer).port).toBe(listen)
})
