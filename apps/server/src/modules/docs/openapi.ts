// The OpenAPI document, generated from the endpoint table and its zod schemas.
import { endpoints, routesByArea, type Endpoint } from '@chorus/contract';
import { z } from 'zod';

/** Each route's area: the viewer's groups. One untagged group of more than 127 paths shows only its first few (swagger-ui). */
const areaOf = new Map(Object.entries(routesByArea).flatMap(([area, table]) => Object.keys(table).map((id) => [id, area] as const)));

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const openApiPath = endpoint.path.replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      operationId: id,
      tags: [areaOf.get(id) ?? 'other'],
      summary: endpoint.summary,
      description: `Who may call it: ${permissionText(endpoint)}.`,
      'x-permission': endpoint.permission,
      security: endpoint.permission.kind === 'public' ? [] : [{ bearer: [] }, { cookie: [] }],
      parameters: [...parameters(endpoint.query, 'query'), ...parameters(endpoint.params, 'path')],
      responses: {
        200: endpoint.response
          ? { description: 'OK', content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } } }
          : { description: endpoint.kind === 'download' ? 'A file' : 'OK' },
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
    if (endpoint.body) operation.requestBody = { content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } } };
    if (endpoint.kind === 'multipart') {
      operation.requestBody = {
        content: { 'multipart/form-data': { schema: { type: 'object', properties: { avatar: { type: 'string', format: 'binary' } } } } },
      };
    }
    (paths[openApiPath] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Chorus API', version: '1', description: 'v1 API at /api/v1; browser sessions use cookies, API clients send Authorization: Bearer.' },
    tags: Object.keys(routesByArea).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'chorus_at' },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: { code: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
            },
          },
        },
      },
    },
  };
}

/** The JSON Schema of a zod schema, as a part of the document (without its own `$schema` line). */
function toSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
    return json;
  } catch {
    return {};
  }
}

function permissionText(endpoint: Endpoint): string {
  const p = endpoint.permission;
  const rule =
    p.kind === 'public'
      ? 'anyone'
      : p.kind === 'authenticated'
        ? 'anyone signed in'
        : p.kind === 'page'
          ? `people who may open the page "${p.page}"`
          : `people who may use "${p.component}"`;
  return endpoint.policy ? `${rule} (policy ${endpoint.policy})` : rule;
}

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path'): unknown[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}
