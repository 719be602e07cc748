import { EngineError } from '../errors.js';
/**
 * The route table as one regular expression per route, grouped by method. `:name` matches one path segment, and
 * a path matches only as declared: a trailing slash is another path, so `/sessions/x/groups/` (which a URL makes
 * of `/sessions/x/groups/.`) never reaches `/sessions/x/groups`. Checked in table order, so a literal segment
 * listed before a parameter wins.
 */
export function createRouter(basePath, table) {
    const byMethod = new Map();
    const all = [];
    for (const route of table) {
        const names = [];
        const source = `${basePath}${route.path}`
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(/:(\w+)/g, (_, name) => {
            names.push(name);
            return '([^/]+)';
        });
        const compiled = { route, pattern: new RegExp(`^${source}$`), names };
        all.push(compiled);
        const list = byMethod.get(route.method) ?? [];
        list.push(compiled);
        byMethod.set(route.method, list);
    }
    return {
        match(method, pathname) {
            for (const { route, pattern, names } of byMethod.get(method) ?? []) {
                const found = pattern.exec(pathname);
                if (!found)
                    continue;
                const params = {};
                names.forEach((name, index) => (params[name] = decodeSegment(name, found[index + 1])));
                return { route, params };
            }
            return undefined;
        },
        allowed(pathname) {
            const methods = all.filter(({ pattern }) => pattern.test(pathname)).map(({ route }) => route.method);
            return methods.includes('GET') ? [...methods, 'HEAD'] : methods;
        },
    };
}
function decodeSegment(name, value) {
    if (!value.includes('%'))
        return value;
    try {
        return decodeURIComponent(value);
    }
    catch {
        throw new EngineError('malformed_request', `Path segment "${name}" is not valid percent-encoding.`, {
            errors: [{ path: name, message: 'invalid percent-encoding' }],
        });
    }
}
//# sourceMappingURL=router.js.map