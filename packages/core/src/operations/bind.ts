import { validateCall } from './input.js'
import { type OperationMethods, type OperationTable, pathParamNames } from './operation.js'

/**
 * A domain's engine methods from its operation table: each validates its arguments with the operation's schemas
 * (the same `validation_failed` an HTTP caller gets) and then runs the operation on `services`, as the route does.
 */
export function bindOperations<T extends OperationTable>(services: unknown, table: T): OperationMethods<T> {
  const methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {}
  for (const [name, operation] of Object.entries(table)) {
    const names = pathParamNames(operation.path)
    methods[name] = async (...args) => operation.run(services, validateCall(operation, names, args))
  }
  return methods as unknown as OperationMethods<T>
}

/** Members of a service an embedder also uses (observers, waits, options), bound to it: a domain's facade. */
export function members<S extends object, const K extends keyof S>(service: S, names: readonly K[]): Pick<S, K> {
  const picked = {} as Pick<S, K>
  for (const name of names) {
    const member = service[name]
    picked[name] = (typeof member === 'function' ? member.bind(service) : member) as S[K]
  }
  return picked
}
