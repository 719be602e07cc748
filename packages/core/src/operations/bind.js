import { validateCall } from './input.js';
import { pathParamNames } from './operation.js';
/**
 * A domain's engine methods from its operation table: each validates its arguments with the operation's schemas
 * (the same `validation_failed` an HTTP caller gets) and then runs the operation, as the route does.
 */
export function bindOperations(services, table) {
    const methods = {};
    for (const [name, operation] of Object.entries(table)) {
        const names = pathParamNames(operation.path);
        methods[name] = async (...args) => operation.run(services, validateCall(operation, names, args));
    }
    return methods;
}
/**
 * A domain as the engine shows it: its operations, and the few members of its service an embedder also uses
 * (observers, waits, options), bound to the service.
 */
export function facade(services, table, service, members) {
    const picked = {};
    for (const name of members) {
        const member = service[name];
        picked[name] = (typeof member === 'function' ? member.bind(service) : member);
    }
    return Object.assign(bindOperations(services, table), picked);
}
//# sourceMappingURL=bind.js.map