import { EngineError, engineErrors } from '../errors.js'
import type { KeyAccess } from '../operations/access.js'

/**
 * Whether a key sees a webhook or a transport: a key for every session sees all of them; a restricted key only those limited
 * to sessions all within its own list, so it never learns of, or receives, another session's events.
 */
export const sees = (access: KeyAccess, sessionIds: readonly string[] | null | undefined): boolean =>
  access.sessionIds === null || (!!sessionIds && sessionIds.every((id) => access.sessionIds!.includes(id)))

/** Whether a key may see a delivery: one of its sessions' events, or a test event (no session). */
export const carries = (access: KeyAccess, delivery: { sessionId: string }): boolean =>
  delivery.sessionId === '' || access.sessionIds === null || access.sessionIds.includes(delivery.sessionId)

/**
 * The `sessionIds` a webhook or transport created or changed by this key gets: what was asked when the key reaches all of it
 * (a 422 naming the field otherwise), and at creation without the field, the key's own list. `undefined` leaves
 * a change's field as it was.
 */
export function sessionsFor(
  access: KeyAccess,
  requested: string[] | null | undefined,
  creating: boolean,
): string[] | null | undefined {
  const own = access.sessionIds
  if (own === null) return requested
  if (requested === undefined) return creating ? [...own] : undefined
  const outside = requested === null ? null : requested.filter((id) => !own.includes(id))
  if (outside?.length === 0) return requested
  throw new EngineError(
    engineErrors.validation_failed,
    'Invalid body: this API key reaches only its own sessions, so its webhooks and transports must name sessions among them.',
    {
      errors: [
        {
          path: 'sessionIds',
          message:
            outside === null
              ? 'must name sessions of this API key'
              : `not sessions of this API key: ${outside.join(', ')}`,
        },
      ],
    },
  )
}
