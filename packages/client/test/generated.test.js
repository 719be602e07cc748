import { readFile } from 'node:fs/promises';
import { openApiDocument } from '@sessionkit/core';
import { expect, test } from 'vitest';
import { clientSources, documentPath, typesPath } from '../scripts/client-sources.js';
// The build regenerates both files; a change to an operation that was not rebuilt and committed fails here.
test('the committed document and types are what the build generates from the operations', async () => {
    const fresh = await clientSources(openApiDocument());
    expect(await readFile(documentPath, 'utf8'), 'openapi.json is stale: run npm run build and commit').toBe(fresh.document);
    expect(await readFile(typesPath, 'utf8'), 'src/openapi-types.ts is stale: run npm run build and commit').toBe(fresh.types);
});
//# sourceMappingURL=generated.test.js.map