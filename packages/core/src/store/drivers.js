/**
 * The database clients behind the store URLs are optional peer dependencies of core: an application installs
 * the one its URL needs (sqlite3 compiles from source; `memory://` needs none). Each is imported on first use.
 */
export const driverPackages = { sqlite: 'sqlite3', postgres: 'pg', redis: '@redis/client' };
/** The client module of a scheme; each adapter types the part of it that it uses. */
export const loadDriver = (scheme) => importDriver(scheme, driverPackages[scheme]);
/** Imports `name` for `scheme`'s store; when it is not installed, fails with what to install. */
export async function importDriver(scheme, name) {
    try {
        return await import(name);
    }
    catch (error) {
        if (!isMissing(error, name))
            throw error;
        throw new Error(`The ${scheme}:// store needs the "${name}" package, which is not installed: run \`npm install ${name}\``, { cause: error });
    }
}
/** Whether the import failed because `name` itself is absent (not a module it imports in turn). */
const isMissing = (error, name) => typeof error === 'object' &&
    error !== null &&
    error.code === 'ERR_MODULE_NOT_FOUND' &&
    String(error.message).includes(`'${name}'`);
//# sourceMappingURL=drivers.js.map