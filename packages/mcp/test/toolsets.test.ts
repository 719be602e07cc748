import { operationTables } from '@sessionkit/core/internal'
import { describe, expect, it } from 'vitest'
import { buildTools, offeredTools, resolveToolsets, toolsets } from '../src/index.js'

const operationIds = Object.entries(operationTables).flatMap(([domain, table]) =>
  Object.keys(table).map((name) => `${domain}.${name}`),
)

describe('toolsets', () => {
  it('put every operation in exactly one toolset, and name no operation that does not exist', () => {
    const listed = Object.values(toolsets).flatMap((set) => [...set.operations] as string[])
    expect(listed.filter((id, index) => listed.indexOf(id) !== index)).toEqual([])
    expect(operationIds.filter((id) => !listed.includes(id))).toEqual([])
    expect(listed.filter((id) => !operationIds.includes(id))).toEqual([])
    expect(buildTools()).toHaveLength(operationIds.length)
  })

  it('offer reading and messaging by default, at most 20 tools', () => {
    const offered = offeredTools({ allowSend: true })
    expect(new Set(offered.map((tool) => tool.toolset))).toEqual(new Set(['reading', 'messaging']))
    expect(offered.length).toBeLessThanOrEqual(20)
  })

  it('offer no send tool without allowSend', () => {
    expect(offeredTools({ toolsets: ['all'] }).filter((tool) => tool.scope === 'send')).toEqual([])
  })

  it('never offer key management unless it is named', () => {
    expect(resolveToolsets(['all']).has('admin')).toBe(false)
    expect(resolveToolsets(['admin']).has('admin')).toBe(true)
    expect(() => resolveToolsets(['everything'])).toThrow(/Unknown MCP toolsets: everything/)
  })

  it('merge path, query and body into one input schema, with an idempotency key required to send', () => {
    const send = buildTools().find((tool) => tool.operation === 'messages.sendText')!
    expect(send.name).toBe('messages_send_text')
    expect(send.inputSchema.required).toEqual(expect.arrayContaining(['sessionId', 'to', 'idempotencyKey']))
    expect(send.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false })
    const list = buildTools().find((tool) => tool.operation === 'messageStore.listMessages')!
    expect(Object.keys(list.inputSchema.properties)).toEqual(expect.arrayContaining(['sessionId', 'chatJid', 'limit']))
    expect(list.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true })
    const remove = buildTools().find((tool) => tool.operation === 'sessions.delete')!
    expect(remove.annotations.destructiveHint).toBe(true)
  })
})
