import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
/** Where the build writes what it generates: the document the package ships, and the types read from it. */
export const documentPath = new URL('../openapi.json', import.meta.url);
export const typesPath = new URL('../src/openapi-types.ts', import.meta.url);
/**
 * The package's generated files for a document, as text: the document itself and its TypeScript types. The build
 * writes them; the test regenerates them from core's sources and compares with what is committed.
 */
export async function clientSources(document) {
    // `silent`: the generator warns on stderr about what it cannot type; the comparison test would hide those anyway.
    const types = astToString(await openapiTS(document, { silent: true }));
    return { document: `${JSON.stringify(document, null, 2)}\n`, types: `${COMMENT_HEADER}${types}` };
}
//# sourceMappingURL=client-sources.js.map