/**
 * The page around Swagger UI. Every URL in it is relative to `<base>` (the mount point), so the page works under
 * any path without rewriting the assets. Swagger UI's validator badge would call validator.swagger.io: it is off.
 * The key the reader enters under "Authorize" stays in the tab's memory (`persistAuthorization: false`). An empty
 * icon keeps the browser from asking the server's root for /favicon.ico.
 */
export const pageHtml = (basePath) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <base href="${escapeAttribute(basePath)}/" />
    <title>sessionkit API reference</title>
    <link rel="stylesheet" href="swagger-ui.css" />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="reference"></div>
    <script src="swagger-ui-bundle.js"></script>
    <script src="init.js"></script>
  </body>
</html>
`;
/** Starts Swagger UI on the built-in document (a file, not inline: the page's CSP allows no inline script). */
export const initScript = `SwaggerUIBundle({
  url: 'openapi.json',
  dom_id: '#reference',
  validatorUrl: null,
  deepLinking: true,
  persistAuthorization: false,
})
`;
/** What the page may load: only its own origin (images inlined as data: by Swagger UI's CSS, styles set by React). */
export const contentSecurityPolicy = [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'none'",
].join('; ');
function escapeAttribute(value) {
    return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
//# sourceMappingURL=page.js.map