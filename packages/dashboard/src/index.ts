import { readFile } from 'node:fs/promises'
import { type ApiHandler, type PageAsset, servePages } from '@sessionkit/core/adapter'
import { contentSecurityPolicy, pageHtml } from './page.js'

export interface DashboardOptions {
  /** Where the page is mounted (default `/`); it answers that path and its files under it. */
  basePath?: string
  /** Where the API is mounted on the same origin (default `/api/v1`): every call of the page goes there. */
  apiBasePath?: string
  /** Where the sandbox's control API is mounted, in sandbox mode only (default none: no sandbox panel). */
  sandboxBasePath?: string | null
}

/** The built files of the page, relative to the mount point (`@sessionkit/dashboard/assets/<file>`). */
export const dashboardFiles = ['dashboard.js', 'dashboard.css'] as const

/**
 * The built app, read from this package's `dist/app/`: the same folder from the built `dist/index.js` and from
 * `src/index.ts` (the tests' sources), since both sit one level under the package.
 */
export const dashboardAssetsDir = new URL('../dist/app/', import.meta.url)

const contentTypes: Record<(typeof dashboardFiles)[number], string> = {
  'dashboard.js': 'text/javascript; charset=utf-8',
  'dashboard.css': 'text/css; charset=utf-8',
}

/**
 * The dashboard as a handler any adapter mounts (`serveApiRequest` on node:http, Express and Fastify,
 * `toFetchResponse(await handler(fromFetchRequest(request)))` on Fetch hosts). It needs no key: it serves only the
 * page and its bundled script and style, and the reader signs in with a key the page sends to the API alone.
 * Anything else under the base path is a 404 Problem, a method other than GET and HEAD a 405.
 */
export function createDashboard(options: DashboardOptions = {}): ApiHandler {
  const basePath = withoutTrailingSlash(options.basePath ?? '/')
  const html = pageHtml(
    basePath,
    withoutTrailingSlash(options.apiBasePath ?? '/api/v1'),
    options.sandboxBasePath ? withoutTrailingSlash(options.sandboxBasePath) : null,
  )
  const page = { contentType: 'text/html; charset=utf-8', body: async () => html }
  const assets = new Map<string, PageAsset>([
    ['', page],
    ['/', page],
  ])
  for (const file of dashboardFiles)
    assets.set(`/${file}`, {
      contentType: contentTypes[file],
      body: () => readFile(new URL(file, dashboardAssetsDir), 'utf8'),
    })
  return servePages(basePath, assets, contentSecurityPolicy)
}

/** The paths a dashboard mounted at `basePath` answers, for a server that routes by path before calling it. */
export function dashboardPaths(basePath = '/'): string[] {
  const base = withoutTrailingSlash(basePath)
  return [base === '' ? '/' : base, ...(base === '' ? [] : [`${base}/`]), ...dashboardFiles.map((f) => `${base}/${f}`)]
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '')
