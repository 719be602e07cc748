// biome-ignore lint/correctness/useImportExtensions: a JSON module keeps its .json name
import packageJson from '../../../package.json' with { type: 'json' }
import { modules } from '../../registry.js'
import { buildOpenApi, type OpenApiDocument } from '../openapi.js'
import { operationRoutes, type Route } from '../route.js'
import { metaRoutes } from './meta.js'
import { eventRoutes } from './events.js'
import { clusterRoutes } from './cluster.js'
import { mediaRoutes } from './media.js'

/** The route table: every /api/v1 route, in one list (also the source of the OpenAPI document). */
export const routes: readonly Route[] = [
  ...modules.flatMap((module) => Object.values(module.operations).flatMap(operationRoutes)),
  ...eventRoutes,
  ...mediaRoutes,
  ...clusterRoutes,
  ...metaRoutes((basePath) => openApiDocument(basePath)),
]

/**
 * The OpenAPI document of the table as `GET <basePath>/openapi.json` serves it; the typed client
 * (`@sessionkit/client`) and the reference page are built from it.
 */
export const openApiDocument = (basePath = '/api/v1'): OpenApiDocument =>
  buildOpenApi(routes, { basePath, version: packageJson.version })
