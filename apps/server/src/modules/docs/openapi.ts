// The OpenAPI document, generated from the endpoint table and its zod schemas: each operation's
// answer, its error answers in the one error shape (error-answers.ts), a tag per area.
import { endpoints, errorBodySchema, routesByArea, type Endpoint } from '@chorus/contract';
import type { z } from 'zod';
import { areaDescriptions } from './area-tags.ts';
import { errorResponses, errorStatusesOf } from './error-answers.ts';
import { toSchema } from './json-schema.ts';

/** Each route's area: the viewer's groups. One untagged group of more than 127 paths shows only its first few (swagger-ui). */
const areaOf = new Map(Object.entries(routesByArea).flatMap(([area, table]) => Object.keys(table).map((id) => [id, area] as const)));

/** The document for the server that answers at `publicUrl` (its PUBLIC_URL). */
export function buildOpenApi(publicUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const openApiPath = endpoint.path.replace(/:(\w+)/g, '{$1}');
    const area = areaOf.get(id) ?? 'other';
    const operation: Record<string, unknown> = {
      operationId: id,
      tags: [area],
      summary: endpoint.summary,
      description: `Who may call it: ${permissionText(endpoint)}.`,
      'x-permission': endpoint.permission,
      security: endpoint.permission.kind === 'public' ? [] : [{ bearer: [] }, { cookie: [] }],
      parameters: [...parameters(endpoint.query, 'query'), ...parameters(endpoint.params, 'path')],
      responses: {
        ...successResponses(endpoint),
        ...Object.fromEntries(errorStatusesOf(id, endpoint, area).map((status) => [status, { $ref: `#/components/responses/${errorResponses[status].name}` }])),
        default: { description: 'A failure of the server or of a service it calls (5xx)', content: { 'application/json': { schema: errorRef } } },
      },
    };
    if (endpoint.body) operation.requestBody = { content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } } };
    if (endpoint.kind === 'multipart') {
      operation.requestBody = {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [endpoint.fileField ?? 'file'],
              properties: { [endpoint.fileField ?? 'file']: { type: 'string', format: 'binary' } },
            },
          },
        },
      };
    }
    (paths[openApiPath] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Chorus API',
      version: '1',
      description: 'v1 API at /api/v1; browser sessions use cookies, API clients send Authorization: Bearer.',
      // The code is not published under an open licence (the package is private).
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: publicUrl, description: 'This Chorus server (its PUBLIC_URL)' }],
    tags: Object.entries(areaDescriptions).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'chorus_at' },
      },
      schemas: { Error: toSchema(errorBodySchema, 'output') },
      responses: Object.fromEntries(
        Object.values(errorResponses).map(({ name, description, example }) => [
          name,
          { description, content: { 'application/json': { schema: errorRef, example } } },
        ]),
      ),
    },
  };
}

const errorRef = { $ref: '#/components/schemas/Error' };

const json = (description: string, schema: z.ZodType) => ({ description, content: { 'application/json': { schema: toSchema(schema, 'output') } } });

/** The answers of a call that succeeds, by the status the server really sends (route.ts: `kind`, `redirects`, `accepted`). */
function successResponses(endpoint: Endpoint): Record<number, unknown> {
  if (endpoint.redirects) {
    return { 303: { description: 'See Other: on to the app’s page with the outcome', headers: { Location: { schema: { type: 'string' } } } } };
  }
  if (endpoint.kind === 'webhook') return endpoint.response ? { 202: json('Accepted: recorded and handed to a job', endpoint.response) } : {};
  if (endpoint.kind === 'resumable') {
    return {
      201: {
        description: 'Created (tus 1.0): the upload’s address in Location, where HEAD answers the Upload-Offset kept and PATCH sends the next bytes',
        headers: { Location: { schema: { type: 'string' } } },
      },
    };
  }
  if (!endpoint.response) {
    const description = endpoint.kind === 'download' ? 'A file' : endpoint.kind === 'html' ? 'An HTML page' : 'OK';
    return { 200: { description } };
  }
  return {
    200: json('OK', endpoint.response),
    ...(endpoint.accepted ? { 202: json('Accepted: queued; the answer names what to follow', endpoint.accepted) } : {}),
  };
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
