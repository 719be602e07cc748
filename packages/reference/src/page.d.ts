/**
 * The page around Swagger UI. Every URL in it is relative to `<base>` (the mount point), so the page works under
 * any path without rewriting the assets. Swagger UI's validator badge would call validator.swagger.io: it is off.
 * The key the reader enters under "Authorize" stays in the tab's memory (`persistAuthorization: false`). An empty
 * icon keeps the browser from asking the server's root for /favicon.ico.
 */
export declare const pageHtml: (basePath: string) => string;
/** Starts Swagger UI on the built-in document (a file, not inline: the page's CSP allows no inline script). */
export declare const initScript = "SwaggerUIBundle({\n  url: 'openapi.json',\n  dom_id: '#reference',\n  validatorUrl: null,\n  deepLinking: true,\n  persistAuthorization: false,\n})\n";
/** What the page may load: only its own origin (images inlined as data: by Swagger UI's CSS, styles set by React). */
export declare const contentSecurityPolicy: string;
