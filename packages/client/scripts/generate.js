import { readFile, writeFile } from 'node:fs/promises';
import { openApiDocument } from '@sessionkit/core';
import { clientSources, documentPath, typesPath } from './client-sources.js';
// Run by the package's build (`vite-node`), after core's: the document as `GET /api/v1/openapi.json` serves it.
const sources = await clientSources(openApiDocument());
const files = [
    [documentPath, sources.document],
    [typesPath, sources.types],
];
if (process.env.CI) {
    // CI checks instead of writing: a build that fixed the tree would let a stale commit pass the comparison test.
    const stale = [];
    for (const [path, text] of files)
        if ((await readFile(path, 'utf8')) !== text)
            stale.push(path.pathname);
    if (stale.length) {
        process.stderr.write(`stale generated files (run npm run build and commit them):\n${stale.join('\n')}\n`);
        process.exit(1);
    }
}
else {
    for (const [path, text] of files)
        await writeFile(path, text);
}
//# sourceMappingURL=generate.js.map