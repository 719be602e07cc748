import { writeFile } from 'node:fs/promises'
import { openApiDocument } from '@sessionkit/core'
import { clientSources, documentPath, typesPath } from './client-sources.js'

// Run by the package's build (`vite-node`), after core's: the document as `GET /api/v1/openapi.json` serves it.
const sources = await clientSources(openApiDocument())
await writeFile(documentPath, sources.document)
await writeFile(typesPath, sources.types)
