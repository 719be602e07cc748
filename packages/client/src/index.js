import createFetchClient, {} from 'openapi-fetch';
/**
 * A client of /api/v1 typed from its OpenAPI document (openapi-fetch): paths, parameters, bodies and answers are
 * checked by the compiler, and a refusal arrives as `error`, typed as the Problem it is.
 */
export function createClient(options) {
    const { baseUrl, apiKey, basePath = '/api/v1', headers, ...rest } = options;
    return createFetchClient({
        ...rest,
        baseUrl: `${baseUrl.replace(/\/+$/, '')}${basePath}`,
        headers: { ...headers, authorization: `Bearer ${apiKey}` },
    });
}
//# sourceMappingURL=index.js.map