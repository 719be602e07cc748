import { operationsOn } from '../operations/operation.js'
import type { KeyService } from './service.js'
import { PageQuery } from '../paging.js'
import {
  CreateKeyBody,
  CurrentKeySchema,
  KeyDeletedSchema,
  KeyParams,
  KeySchema,
  KeyWithSecretSchema,
} from './schema.js'

const defineOperation = operationsOn<{ keys: KeyService }>()

const tag = 'Keys'

const exampleKey = {
  id: 'key_Q2h1bmt5QmFjb24xMjM0',
  name: 'order notifications',
  scopes: ['send' as const, 'read' as const],
  sessionIds: ['support-desk'],
  createdAt: '2026-11-24T09:00:00.000Z',
}

/** The API key operations: `engine.keys.<name>` and their routes (docs/keys.md). */
export const keyOperations = {
  create: defineOperation({
    method: 'POST',
    scope: 'admin',
    path: '/keys',
    tag,
    summary: 'Create an API key',
    description:
      'Answers the key (`sk_…`) this once: only its SHA-256 is stored, so it cannot be shown again. ' +
      '`scopes`: `read`, `send`, `manage`, `admin` (admin implies every scope, manage implies read). ' +
      '`sessionIds` restricts the key to those sessions: any other is a 404 to it, as if it did not exist. An admin key reaches every session.',
    body: CreateKeyBody,
    response: KeyWithSecretSchema,
    status: 201,
    example: {
      body: { name: exampleKey.name, scopes: exampleKey.scopes, sessionIds: exampleKey.sessionIds },
      response: { ...exampleKey, key: 'sk_5nq0Yx2mJbV8cT1rW4zL7eH3aK9pD6fG0sU2iO8yQ1w' },
    },
    run: ({ keys }, { body }) => keys.create(body),
  }),
  list: defineOperation({
    method: 'GET',
    scope: 'admin',
    path: '/keys',
    tag,
    summary: 'List API keys',
    description:
      'The keys created through the API, in id order, without their secrets; the configured keys are not listed.',
    query: PageQuery,
    response: { page: KeySchema },
    example: { query: { limit: '20' }, response: { items: [exampleKey], nextCursor: null } },
    run: ({ keys }, { query }) => keys.list(query),
  }),
  current: defineOperation({
    method: 'GET',
    scope: null,
    path: '/keys/current',
    tag,
    summary: 'The key that makes this request',
    description:
      'Its name, scopes and sessions (`sessionIds` null: every session); any valid key may read itself, whatever its scopes. A configured key has no id and the name `configured`; from code, `engine.keys.current()` answers the engine, which holds every scope.',
    response: CurrentKeySchema,
    example: {
      response: {
        id: exampleKey.id,
        name: exampleKey.name,
        scopes: exampleKey.scopes,
        sessionIds: exampleKey.sessionIds,
      },
    },
    run: (_, { access }) => ({
      id: access.keyId,
      name: access.name,
      scopes: [...access.scopes],
      sessionIds: access.sessionIds === null ? null : [...access.sessionIds],
    }),
  }),
  get: defineOperation({
    method: 'GET',
    scope: 'admin',
    path: '/keys/:keyId',
    tag,
    summary: 'Get an API key',
    params: KeyParams,
    response: KeySchema,
    example: { params: { keyId: exampleKey.id }, response: exampleKey },
    run: ({ keys }, { params }) => keys.get(params.keyId),
  }),
  delete: defineOperation({
    method: 'DELETE',
    scope: 'admin',
    path: '/keys/:keyId',
    tag,
    summary: 'Delete an API key',
    description:
      'The key stops working at once in this process, and within 5 seconds in every other process sharing the store.',
    params: KeyParams,
    response: KeyDeletedSchema,
    example: { params: { keyId: exampleKey.id }, response: { ...exampleKey, deleted: true } },
    run: ({ keys }, { params }) => keys.delete(params.keyId),
  }),
}
