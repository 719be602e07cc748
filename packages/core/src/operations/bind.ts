import { validateCall } from './input.js'
import { type OperationMethods, type OperationTable, pathParamNames } from './operation.js'
import type { EngineServices } from './services.js'

/**
 * A domain's engine methods from its operation table: each validates its arguments with the operation's schemas
 * (the same `validation_failed` an HTTP caller gets) and then runs the operation, as the route does.
 */
export function bindOperations<T extends OperationTable>(services: EngineServices, table: T): OperationMethods<T> {
  const methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {}
  for (const [name, operation] of Object.entries(table)) {
    const names = pathParamNames(operation.path)
    methods[name] = async (...args) => operation.run(services, validateCall(operation, names, args))
  }
  return methods as unknown as OperationMethods<T>
}

/**
 * A domain as the engine shows it: its operations, and the few members of its service an embedder also uses
 * (observers, waits, options), bound to the service.
 */
export function facade<T extends OperationTable, S extends object, K extends keyof S>(
  services: EngineServices,
  table: T,
  service: S,
  members: readonly K[],
): OperationMethods<T> & Pick<S, K> {
  const picked = {} as Pick<S, K>
  for (const name of members) {
    const member = service[name]
    picked[name] = (typeof member === 'function' ? member.bind(service) : member) as S[K]
  }
  return Object.assign(bindOperations(services, table), picked)
}
