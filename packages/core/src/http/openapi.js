import { toJsonSchema } from '@valibot/to-json-schema';
import { problemCodes, problemTypeUri } from './problem.js';
import { isPagedAnswer, isRawAnswer } from './route.js';
/**
 * OpenAPI 3.1 for the route table: paths, parameters and request bodies come from the same valibot schemas
 * that validate requests, so the document cannot drift from what the server accepts. Checks valibot cannot
 * express in JSON Schema (custom `check`s) are left out of the schema, never guessed.
 */
export function buildOpenApi(routes, options) {
    const paths = {};
    for (const route of routes) {
        const path = route.path.replace(/:(\w+)/g, '{$1}');
        const example = route.example;
        const parameters = [
            ...[...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
                name,
                in: 'path',
                required: true,
                schema: propertySchema(route.params, name),
                ...(example?.params?.[name] === undefined ? {} : { example: example.params[name] }),
            })),
            ...queryParameters(route.query, example?.query),
            ...(route.idempotent
                ? [
                    {
                        name: 'Idempotency-Key',
                        in: 'header',
                        required: false,
                        schema: { type: 'string', maxLength: 255 },
                        description: 'Replays the first response for 24 hours instead of sending twice.',
                    },
                ]
                : []),
        ];
        const content = {};
        if (route.body)
            content['application/json'] = {
                schema: schemaOf(route.body),
                ...(example?.body === undefined ? {} : { example: example.body }),
            };
        if (route.multipart)
            content['multipart/form-data'] = { schema: multipartSchema };
        paths[path] ??= {};
        paths[path][route.method.toLowerCase()] = {
            tags: [route.tag],
            summary: route.summary,
            ...(route.description ? { description: route.description } : {}),
            ...(parameters.length ? { parameters } : {}),
            ...(route.body ? { requestBody: { required: true, content } } : {}),
            responses: {
                [String(route.status ?? 200)]: successResponse(route, example?.response),
                default: {
                    description: 'Problem Details (RFC 9457).',
                    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
                },
            },
        };
    }
    return {
        openapi: '3.1.0',
        info: {
            title: 'sessionkit API',
            version: options.version,
            description: 'WhatsApp sessions over HTTP. Every route takes `Authorization: Bearer <API key>`.',
        },
        servers: [{ url: options.basePath }],
        security: [{ bearer: [] }],
        paths,
        components: {
            securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
            schemas: {
                Problem: {
                    type: 'object',
                    required: ['type', 'title', 'status', 'detail', 'code'],
                    properties: {
                        type: { type: 'string', format: 'uri', enum: problemCodes.map(problemTypeUri) },
                        title: { type: 'string' },
                        status: { type: 'integer' },
                        detail: { type: 'string' },
                        instance: { type: 'string' },
                        code: { type: 'string', enum: problemCodes },
                        errors: {
                            type: 'array',
                            items: {
                                type: 'object',
                                required: ['path', 'message'],
                                properties: { path: { type: 'string' }, message: { type: 'string' } },
                            },
                        },
                    },
                },
            },
        },
    };
}
/** The success answer of a route; `example` is what its `data` holds (a page: `{ items, nextCursor }`). */
function successResponse(route, example) {
    const { response } = route;
    if (isRawAnswer(response))
        return { description: response.description, content: { [response.contentType]: {} } };
    if (isPagedAnswer(response)) {
        const page = {
            type: 'object',
            required: ['data', 'nextCursor'],
            properties: { data: { type: 'array', items: schemaOf(response.page) }, nextCursor: { type: ['string', 'null'] } },
        };
        const link = route.method === 'GET'
            ? {
                headers: {
                    Link: {
                        description: 'The next page: `<url>; rel="next"`, absent on the last page.',
                        schema: { type: 'string' },
                    },
                },
            }
            : {};
        return {
            description: 'One page: the items in `data`; pass `nextCursor` back as `cursor` for the next page (null on the last).',
            ...link,
            content: { 'application/json': { schema: page, ...pageExample(example) } },
        };
    }
    return {
        description: 'Success: the payload is in `data`.',
        content: {
            'application/json': {
                schema: { type: 'object', required: ['data'], properties: { data: schemaOf(response) } },
                ...(example === undefined ? {} : { example: { data: example } }),
            },
        },
    };
}
const multipartSchema = {
    type: 'object',
    required: ['to', 'media'],
    properties: {
        to: { type: 'string' },
        media: { type: 'string', format: 'binary' },
        mimetype: { type: 'string' },
        caption: { type: 'string' },
        fileName: { type: 'string' },
        voice: { type: 'string', enum: ['true', 'false'] },
    },
};
function schemaOf(schema) {
    const { $schema: _dialect, ...json } = toJsonSchema(schema, { errorMode: 'ignore' });
    // `content.upload` is where a multipart file lands after parsing; JSON clients never send it.
    const content = json.properties?.content;
    const contentProperties = content?.properties;
    if (contentProperties)
        delete contentProperties.upload;
    return json;
}
function propertySchema(schema, name) {
    const properties = schema ? schemaOf(schema).properties : undefined;
    return properties?.[name] ?? { type: 'string' };
}
function pageExample(example) {
    if (example === undefined)
        return {};
    const { items, nextCursor } = example;
    return { example: { data: items, nextCursor } };
}
function queryParameters(schema, example) {
    if (!schema)
        return [];
    const json = schemaOf(schema);
    const required = new Set(json.required ?? []);
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema: property,
        ...(example?.[name] === undefined ? {} : { example: example[name] }),
    }));
}
//# sourceMappingURL=openapi.js.map