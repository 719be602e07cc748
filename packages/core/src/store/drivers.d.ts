/**
 * The database clients behind the store URLs are optional peer dependencies of core: an application installs
 * the one its URL needs (sqlite3 compiles from source; `memory://` needs none). Each is imported on first use.
 */
export declare const driverPackages: {
    readonly sqlite: "sqlite3";
    readonly postgres: "pg";
    readonly redis: "@redis/client";
};
export type DriverScheme = keyof typeof driverPackages;
/** The client module of a scheme; each adapter types the part of it that it uses. */
export declare const loadDriver: (scheme: DriverScheme) => Promise<unknown>;
/** Imports `name` for `scheme`'s store; when it is not installed, fails with what to install. */
export declare function importDriver(scheme: DriverScheme, name: string): Promise<unknown>;
