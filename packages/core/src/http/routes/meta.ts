import { documentResponse } from '../exchange.js'
import { buildOpenApi } from '../openapi.js'
import { defineRoute, type Route } from '../route.js'

/** The OpenAPI document of the table it belongs to, built once per mount point (the table never changes). */
export function metaRoutes(table: () => readonly Route[]): Route[] {
  const documents = new Map<string, string>()
  return [
    defineRoute({
      method: 'GET',
      path: '/openapi.json',
      tag: 'Meta',
      summary: 'OpenAPI 3.1 document of this API',
      run: async ({ request }) => {
        const basePath = new URL(request.url).pathname.replace(/\/openapi\.json$/, '')
        let document = documents.get(basePath)
        if (!document) {
          document = JSON.stringify(buildOpenApi(table(), { basePath, version: '0.1.0' }))
          documents.set(basePath, document)
        }
        return documentResponse(200, document)
      },
    }),
  ]
}
