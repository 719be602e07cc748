// biome-ignore lint/correctness/useImportExtensions: a JSON module keeps its .json name
import packageJson from '../../../package.json' with { type: 'json' }
import { documentResponse } from '../exchange.js'
import { buildOpenApi } from '../openapi.js'
import { defineRoute, type Route } from '../route.js'

const packageVersion = packageJson.version

/** The OpenAPI document of the table it belongs to, built once per mount point (the table never changes). */
export function metaRoutes(table: () => readonly Route[]): Route[] {
  const documents = new Map<string, string>()
  return [
    defineRoute({
      method: 'GET',
      path: '/openapi.json',
      tag: 'Meta',
      summary: 'OpenAPI 3.1 document of this API',
      response: { contentType: 'application/json', description: 'This document.' },
      run: async ({ request }) => {
        const basePath = new URL(request.url).pathname.replace(/\/openapi\.json$/, '')
        let document = documents.get(basePath)
        if (!document) {
          document = JSON.stringify(buildOpenApi(table(), { basePath, version: packageVersion }))
          documents.set(basePath, document)
        }
        return documentResponse(200, document)
      },
    }),
  ]
}
