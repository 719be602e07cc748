/**
 * The database clients behind the store URLs, and the broker clients behind transports (docs/transports.md),
 * are optional peer dependencies of core: an application installs the one its URL needs (sqlite3 compiles from
 * source; `memory://` needs none). Each is imported on first use.
 */
export const driverPackages = { sqlite: 'sqlite3', postgres: 'pg', redis: '@redis/client' } as const

export type DriverScheme = keyof typeof driverPackages

/** The client module of a scheme; each adapter types the part of it that it uses. */
export const loadDriver = (scheme: DriverScheme): Promise<unknown> =>
  importDriver(`${scheme}:// store`, driverPackages[scheme])

/**
 * Imports `name` (or the module `entry` of it) for `user` (what needs it, e.g. "the sqlite:// store"); when it is
 * not installed, fails with what to install.
 */
export async function importDriver(user: string, name: string, entry = name): Promise<unknown> {
  try {
    return await import(entry)
  } catch (error) {
    if (!isMissing(error, name)) throw error
    throw new Error(`The ${user} needs the "${name}" package, which is not installed: run \`npm install ${name}\``, {
      cause: error,
    })
  }
}

/**
 * Whether the import failed because `name` itself is absent (not a module it imports in turn); Node names the
 * package, other loaders the whole specifier of a module inside it.
 */
const isMissing = (error: unknown, name: string): boolean => {
  if (typeof error !== 'object' || error === null || (error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND')
    return false
  const message = String((error as { message?: string }).message)
  return message.includes(`'${name}'`) || message.includes(`'${name}/`)
}
