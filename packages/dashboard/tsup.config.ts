import { readFileSync } from 'node:fs'
import { build } from 'esbuild'
import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared.js'

// The event names a webhook may subscribe to, as the API's own document lists them: the page offers these.
const document = JSON.parse(readFileSync('../client/openapi.json', 'utf8'))
const eventTypes =
  document.paths['/webhooks'].post.requestBody.content['application/json'].schema.properties.events.items.enum

/**
 * The handler is built as every package is; the page's app (`src/app/`, Preact) is bundled by esbuild for browsers
 * into `dist/app/` once tsup has cleaned and written `dist/`: one minified script and one style sheet, every
 * dependency inside, so the page loads nothing from another host.
 */
export default defineConfig({
  ...packageBuild(),
  onSuccess: async () => {
    await build({
      entryPoints: [
        { in: 'src/app/main.tsx', out: 'dashboard' },
        { in: 'src/app/dashboard.css', out: 'dashboard' },
      ],
      outdir: 'dist/app',
      bundle: true,
      minify: true,
      format: 'esm',
      target: ['chrome111', 'firefox111', 'safari16.4'],
      jsx: 'automatic',
      jsxImportSource: 'preact',
      define: { SESSIONKIT_EVENT_TYPES: JSON.stringify(eventTypes) },
      legalComments: 'none',
      logLevel: 'warning',
    })
  },
})
