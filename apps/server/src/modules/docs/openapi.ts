// The OpenAPI document, generated from the endpoint table and its zod schemas.
import { endpoints, type Endpoint } from '@chorus/contract';
import { z } from 'zod';

export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const openApiPath = endpoint.path.replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      operationId: id,
      summary: endpoint.summary,
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

function toSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
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

export function docsPage(document: Record<string, unknown>): string {
  const paths = document.paths as Record<string, Record<string, { summary: string; 'x-permission': { kind: string; page?: string; component?: string } }>>;
  const rows = Object.entries(paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const p = op['x-permission'];
        const permission = p.kind === 'page' ? `page ${p.page}` : p.kind === 'component' ? `action ${p.component}` : p.kind;
        return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary)}</td><td>${escapeHtml(permission)}</td></tr>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chorus · API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1d2330}table{border-collapse:collapse}td,th{border-bottom:1px solid #dde;padding:.4rem .8rem;text-align:left}</style></head>
<body><h1>Chorus API</h1><p>OpenAPI 3.1 document: <a href="/api/docs/json">/api/docs/json</a></p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Needs</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
