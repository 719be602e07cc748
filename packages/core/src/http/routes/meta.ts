import { documentResponse } from '../exchange.js'
import type { OpenApiDocument } from '../openapi.js'
import { defineRoute, type Route } from '../route.js'

/** The OpenAPI document of the table it belongs to, built once per mount point (the table never changes). */
export function metaRoutes(documentOf: (basePath: string) => OpenApiDocument): Route[] {
  const documents = new Map<string, string>()
  return [
    defineRoute({
      method: 'GET',
      scope: 'read',
      path: '/openapi.json',
      tag: 'Meta',
      summary: 'OpenAPI 3.1 document of this API',
      response: { contentType: 'application/json', description: 'This document.' },
      run: async ({ request }) => {
        const basePath = new URL(request.url).pathname.replace(/\/openapi\.json$/, '')
        let document = documents.get(basePath)
        if (!document) {
          document = JSON.stringify(documentOf(basePath))
          documents.set(basePath, document)
        }
        return documentResponse(200, document)
      },
    }),
  ]
}
