/**
 * The page around the bundled app. Its files are relative to `<base>` (the mount point), so the page works under
 * any path; where the API (and, in sandbox mode, the sandbox's control API) is mounted reaches the app in meta
 * tags, since the page's CSP allows no inline script. An empty icon keeps the browser from asking for /favicon.ico.
 */
export const pageHtml = (
  basePath: string,
  apiBasePath: string,
  sandboxBasePath: string | null,
): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <base href="${escapeAttribute(basePath)}/" />
    <meta name="sessionkit-api" content="${escapeAttribute(apiBasePath)}" />
${sandboxBasePath === null ? '' : `    <meta name="sessionkit-sandbox" content="${escapeAttribute(sandboxBasePath)}" />\n`}    <title>sessionkit dashboard</title>
    <link rel="stylesheet" href="dashboard.css" />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="app"></div>
    <script type="module" src="dashboard.js"></script>
  </body>
</html>
`

/**
 * What the page may load and call: only its own origin. QR codes are drawn on a canvas, images shown are `blob:`
 * or `data:` URLs the page made, a chat's downloaded video or audio plays from a `blob:` URL, styles come from the
 * bundled sheet (Preact sets `style` attributes, hence 'unsafe-inline' for styles only).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ')

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
