/** Where the build writes what it generates: the document the package ships, and the types read from it. */
export declare const documentPath: URL;
export declare const typesPath: URL;
/**
 * The package's generated files for a document, as text: the document itself and its TypeScript types. The build
 * writes them; the test regenerates them from core's sources and compares with what is committed.
 */
export declare function clientSources(document: object): Promise<{
    document: string;
    types: string;
}>;
