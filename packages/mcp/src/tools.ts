import { jsonSchemaOf, operationTables } from '@sessionkit/core/internal'
import { type Toolset, toolsetOf } from './toolsets.js'

type JsonSchema = Record<string, unknown>
type Scope = 'read' | 'send' | 'manage' | 'admin'

/** One MCP tool: an operation of the engine, called over its HTTP route so every check of the API applies. */
export interface ToolSpec {
  /** `messages_send_text`: the operation id in the snake case agents' tool names use. */
  name: string
  /** `messages.sendText`. */
  operation: string
  toolset: Toolset
  /** What the key must hold; null: any valid key. */
  scope: Scope | null
  method: string
  /** `/sessions/:sessionId/messages`, relative to the API's base path. */
  path: string
  description: string
  inputSchema: JsonSchema & { type: 'object'; properties: Record<string, JsonSchema> }
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean }
  pathParams: string[]
  queryNames: string[]
  /** How the body is sent: its properties merged into the arguments, the `body` argument as is, or none. */
  body: 'merged' | 'whole' | 'none'
  /** Acts as the account in a chat (scope `send`): refused unless the server allows sending. */
  sends: boolean
  /** Honours `Idempotency-Key`: the tool takes `idempotencyKey` (required for a send). */
  idempotent: boolean
}

const snake = (id: string): string => id.replace(/\./g, '_').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

const propertiesOf = (schema: JsonSchema | undefined): Record<string, JsonSchema> =>
  (schema?.properties as Record<string, JsonSchema> | undefined) ?? {}

const requiredOf = (schema: JsonSchema | undefined): string[] => (schema?.required as string[] | undefined) ?? []

/**
 * Removing something, or an action the account cannot take back (a sent message is seen): what `destructiveHint`
 * tells a client to confirm. Reads are never destructive; PUT and PATCH replace what they name.
 */
const destructiveNames = /^(delete|remove|leave|revoke|block|deactivate|transfer|disconnect|end|reject|rotate)/

/** Every operation as a tool, in the order of the engine's modules. */
export function buildTools(): ToolSpec[] {
  const tools: ToolSpec[] = []
  for (const [domain, table] of Object.entries(operationTables))
    for (const [name, operation] of Object.entries(table)) {
      const id = `${domain}.${name}`
      const toolset = toolsetOf.get(id)
      if (!toolset) throw new Error(`The operation ${id} belongs to no MCP toolset (packages/mcp/src/toolsets.ts)`)
      const params = operation.params ? jsonSchemaOf(operation.params) : undefined
      const query = operation.query ? jsonSchemaOf(operation.query) : undefined
      const body = operation.body ? jsonSchemaOf(operation.body) : undefined
      const pathParams = [...operation.path.matchAll(/:(\w+)/g)].map(([, param]) => param!)
      const properties: Record<string, JsonSchema> = {}
      const required: string[] = []
      const add = (props: Record<string, JsonSchema>, req: string[], where: string) => {
        for (const [key, schema] of Object.entries(props)) {
          if (key in properties) throw new Error(`${id}: the ${where} field ${key} is also a path or query field`)
          properties[key] = schema
        }
        required.push(...req)
      }
      for (const param of pathParams) {
        properties[param] = propertiesOf(params)[param] ?? { type: 'string' }
        required.push(param)
      }
      add(propertiesOf(query), requiredOf(query), 'query')
      // A body that is one object is merged; any other shape (a union of actions) is the `body` argument.
      const merged = body?.type === 'object' && body.properties !== undefined
      if (body && merged) add(propertiesOf(body), requiredOf(body), 'body')
      else if (body) add({ body }, ['body'], 'body')
      const sends = operation.scope === 'send'
      const idempotent = operation.idempotent === true
      if (idempotent) {
        properties.idempotencyKey = {
          type: 'string',
          minLength: 1,
          maxLength: 255,
          description:
            'Unique per intended action: a retry with the same key answers the first result instead of acting twice.',
        }
        if (sends) required.push('idempotencyKey')
      }
      const readOnly = operation.method === 'GET' || operation.scope === 'read'
      tools.push({
        name: snake(id),
        operation: id,
        toolset,
        scope: operation.scope,
        method: operation.method,
        path: operation.path,
        description: [operation.summary, operation.description].filter(Boolean).join('. '),
        inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}) },
        annotations: {
          title: operation.summary,
          readOnlyHint: readOnly,
          destructiveHint: !readOnly && (operation.method === 'DELETE' || destructiveNames.test(name)),
          idempotentHint: readOnly || ['PUT', 'PATCH', 'DELETE'].includes(operation.method) || idempotent,
        },
        pathParams,
        queryNames: Object.keys(propertiesOf(query)),
        body: !body ? 'none' : merged ? 'merged' : 'whole',
        sends,
        idempotent,
      })
    }
  return tools
}
