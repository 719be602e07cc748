import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { root } from '../support/workspace.js'
import { answers, imageFacts, serverVariables } from './server-facts.js'

// Both overlays of deploy/kubernetes, rendered by `kubectl kustomize` with kustomize 2.0 (Debian's
// kubernetes-client 1.20, .ci/debian-kubectl) and with the machine's own kubectl when it has a newer one, and the
// rendered objects checked against the server: the variables they set are ones it reads, the probes and the scrape
// call paths that answer, the ports and the volume are the image's.
type Object_ = Record<string, any>

// Fetched into a cache the first time (apt-get download, no install): a fresh clone needs nothing by hand, and a
// machine that cannot fetch it fails here, naming why.
const debianKubectl = execFileSync(join(root, '.ci/debian-kubectl'), { encoding: 'utf8' }).trim()
const onPath = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v kubectl'], { encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
})()
const kubectls = [debianKubectl, onPath].filter((path) => path !== null)
const version = (kubectl: string) =>
  /GitVersion:"(v[\d.]+)|Client Version: (v[\d.]+)/
    .exec(execFileSync(kubectl, ['version', '--client'], { encoding: 'utf8' }))!
    .slice(1)
    .find(Boolean)!
const overlays = ['single-node', 'cluster'] as const
const render = (kubectl: string, overlay: string): Object_[] =>
  parseAllDocuments(
    execFileSync(kubectl, ['kustomize', join(root, 'deploy/kubernetes', overlay)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ).map((document) => document.toJSON() as Object_)

const image = imageFacts()
const imageUid = Number(/--uid (\d+)/.exec(readFileSync(join(root, 'Dockerfile'), 'utf8'))?.[1])
const workloads = (objects: Object_[]) => objects.filter((o) => ['Deployment', 'StatefulSet'].includes(o.kind))
const servers = (objects: Object_[]) => workloads(objects).filter((o) => o.metadata.name === 'sessionkit')
const container = (workload: Object_): Object_ => workload.spec.template.spec.containers[0]
const byKind = (objects: Object_[], kind: string, name = 'sessionkit') =>
  objects.find((o) => o.kind === kind && o.metadata.name === name)
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value)
const monitor = parseAllDocuments(
  readFileSync(join(root, 'deploy/kubernetes/servicemonitor.yaml'), 'utf8'),
)[0]!.toJSON()

test('kustomize 2.0 (Debian kubernetes-client 1.20) is here to render with: .ci/debian-kubectl fetches it', () => {
  expect(existsSync(debianKubectl), debianKubectl).toBe(true)
  expect(version(debianKubectl)).toMatch(/^v1\.20\./)
})

let statuses: Map<string, number>
beforeAll(async () => {
  const probes = kubectls.flatMap((kubectl) =>
    overlays.flatMap((overlay) =>
      servers(render(kubectl, overlay)).flatMap((workload) =>
        ['startupProbe', 'livenessProbe', 'readinessProbe'].map((probe) => container(workload)[probe].httpGet.path),
      ),
    ),
  )
  statuses = await answers([...probes, monitor.spec.endpoints[0].path])
})

describe.each(kubectls.flatMap((kubectl) => overlays.map((overlay) => [overlay, version(kubectl), kubectl])))(
  '%s rendered by kubectl %s',
  (overlay, _, kubectl) => {
    const objects = render(kubectl!, overlay!)
    const [workload] = servers(objects)
    const server = container(workload!)
    const pod = workload!.spec.template
    const config = byKind(objects, 'ConfigMap')!
    const env: Object_[] = server.env ?? []

    test('runs the server as one workload of the expected kind', () => {
      expect(servers(objects)).toHaveLength(1)
      expect(server.image).toMatch(/^sessionkit:/)
      if (overlay === 'single-node') {
        expect(workload!.kind).toBe('StatefulSet')
        expect(workload!.spec.replicas).toBe(1)
      } else {
        expect(workload!.kind).toBe('Deployment')
        expect(workload!.spec.replicas).toBe(3)
      }
    })

    test('sets only variables the server reads (and the pod fields those variables are made of)', () => {
      const expanded = new Set(
        env.flatMap((variable) => [...String(variable.value ?? '').matchAll(/\$\((\w+)\)/g)].map(([, name]) => name)),
      )
      for (const { name } of env)
        expect(serverVariables.has(name) || expanded.has(name), `${name} is neither read nor used`).toBe(true)
      for (const name of expanded) expect(env.map((variable) => variable.name)).toContain(name)
      expect(server.envFrom).toEqual([{ configMapRef: { name: config.metadata.name } }])
      for (const name of Object.keys(config.data)) expect(serverVariables, `ConfigMap ${name}`).toContain(name)
    })

    test('takes the API key and the metrics token from the Secret, each under its own name', () => {
      const secrets = env.filter((variable) => variable.valueFrom?.secretKeyRef)
      expect(secrets.map((variable) => variable.name).sort()).toEqual([
        'SESSIONKIT_API_KEY',
        'SESSIONKIT_METRICS_TOKEN',
      ])
      for (const { name, valueFrom } of secrets)
        expect(valueFrom.secretKeyRef).toMatchObject({ name: 'sessionkit', key: name })
    })

    test("probes call paths that answer on the image's port; the start-up allows the measured restore", () => {
      const [port] = server.ports
      expect(port.containerPort).toBe(image.port)
      expect(server.livenessProbe.httpGet.path).toBe('/healthz')
      expect(server.readinessProbe.httpGet.path).toBe('/readyz')
      for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
        expect(server[probe].httpGet.port, probe).toBe(port.name)
        expect(statuses.get(server[probe].httpGet.path), probe).toBe(200)
      }
      // 10,000 sessions restored in 127.7 s on a loaded machine (bench/RESULTS.md, issue 34)
      const { periodSeconds, failureThreshold } = server.startupProbe
      expect(periodSeconds * failureThreshold).toBeGreaterThanOrEqual(130)
      expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThan(10)
    })

    test("the Service and the scrape reach the server's port; selectors and the disruption budget pick its pods", () => {
      const service = byKind(objects, 'Service')!
      expect(matches(service.spec.selector, pod.metadata.labels)).toBe(true)
      const [servicePort] = service.spec.ports
      expect(servicePort.targetPort).toBe(server.ports[0].name)
      expect(matches(monitor.spec.selector.matchLabels, service.metadata.labels)).toBe(true)
      expect(monitor.spec.endpoints[0].port).toBe(servicePort.name)
      expect(statuses.get(monitor.spec.endpoints[0].path)).toBe(200)
      expect(monitor.spec.endpoints[0].bearerTokenSecret).toEqual({
        name: 'sessionkit',
        key: 'SESSIONKIT_METRICS_TOKEN',
      })
      if (overlay === 'cluster') {
        const budget = byKind(objects, 'PodDisruptionBudget')!
        expect(matches(budget.spec.selector.matchLabels, pod.metadata.labels)).toBe(true)
        expect(budget.spec.minAvailable).toBeLessThan(workload!.spec.replicas)
      }
    })

    test("runs as the image's user with /data on a volume and a writable /tmp beside a read-only root", () => {
      expect(pod.spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: imageUid, fsGroup: imageUid })
      expect(server.securityContext.readOnlyRootFilesystem).toBe(true)
      const mounts = Object.fromEntries(server.volumeMounts.map((m: Object_) => [m.mountPath, m.name]))
      expect(Object.keys(mounts).sort()).toEqual([image.volume, '/tmp'].sort())
      const volumes = [
        ...(pod.spec.volumes ?? []).map((v: Object_) => v.name),
        ...(workload!.spec.volumeClaimTemplates ?? []).map((v: Object_) => v.metadata.name),
      ]
      for (const name of Object.values(mounts)) expect(volumes).toContain(name)
      if (overlay === 'single-node')
        expect(workload!.spec.volumeClaimTemplates.map((v: Object_) => v.metadata.name)).toContain(mounts[image.volume])
    })

    if (overlay === 'cluster')
      test('cluster mode: Redis store and coordination in a Service it renders, the advertise URL from the pod IP', () => {
        const { SESSIONKIT_STORE: store, SESSIONKIT_CLUSTER_REDIS: redis } = config.data
        for (const url of [store, redis]) {
          const { protocol, hostname, port } = new URL(url)
          expect(protocol).toBe('redis:')
          const target = byKind(objects, 'Service', hostname)
          expect(target, url).toBeDefined()
          expect(target!.spec.ports.map((p: Object_) => p.port)).toContain(Number(port))
        }
        const field = (name: string) => env.find((variable) => variable.name === name)!
        expect(field('POD_IP').valueFrom.fieldRef.fieldPath).toBe('status.podIP')
        expect(field('SESSIONKIT_ADVERTISE_URL').value).toBe(`http://$(POD_IP):${image.port}`)
        expect(field('SESSIONKIT_NODE_ID').value).toBe('$(POD_NAME)')
      })
    else
      test('one node: the default SQLite store in its volume, no cluster settings', () => {
        for (const name of ['SESSIONKIT_STORE', 'SESSIONKIT_CLUSTER_REDIS', 'SESSIONKIT_ADVERTISE_URL'])
          expect({ ...config.data, ...Object.fromEntries(env.map((v) => [v.name, v])) }[name], name).toBeUndefined()
      })
  },
)
