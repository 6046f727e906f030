// The OpenAPI document as outside tools read it: Redocly's recommended rules pass, each operation
// lists its error answers by the rule of error-answers.ts, and the answers' schemas are zod's.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { endpoints, type Endpoint } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApi } from './openapi.ts';

type Schema = { [key: string]: unknown };
type Operation = {
  operationId: string;
  summary?: string;
  tags: string[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: Schema; example: unknown }> }> };
};

const PUBLIC_URL = 'https://dashboard.chorus.test';
const document = buildOpenApi(PUBLIC_URL) as unknown as Document;
const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
const operation = (id: string): Operation => operations.find((o) => o.operationId === id)!;
const errorStatuses = (id: string) =>
  Object.keys(operation(id).responses)
    .filter((status) => status.startsWith('4'))
    .map(Number);

/**
 * Warnings left on purpose, each with its reason. The page and the document themselves take no
 * input and answer everyone alike: no 4xx exists for them to list.
 */
const explainedWarnings = [
  { ruleId: 'operation-4xx-response', pointer: '#/paths/~1api~1docs/get/responses' },
  { ruleId: 'operation-4xx-response', pointer: '#/paths/~1api~1docs~1json/get/responses' },
];

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  it('has no error and no warning but the explained ones', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/openapi.json', config });
    const found = problems.map((p) => ({ severity: p.severity, ruleId: p.ruleId, pointer: p.location[0]?.pointer, message: p.message }));
    expect(found.filter((p) => p.severity === 'error')).toEqual([]);
    expect(found.filter((p) => p.severity === 'warn').map(({ ruleId, pointer }) => ({ ruleId, pointer }))).toEqual(explainedWarnings);
  }, 60_000);

  it('names the server by its public address, describes every tag, and gives each operation a unique id and a summary', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: PUBLIC_URL })]);
    for (const tag of document.tags) expect(tag.description, tag.name).toMatch(/\w{3,}/);
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Object.keys(endpoints).length);
    for (const o of operations) {
      expect(o.summary, o.operationId).toBeTruthy();
      expect(document.tags.map((t) => t.name)).toContain(o.tags[0]);
    }
  });
});

describe('the error answers of each operation', () => {
  it('lists them by what the contract says of the route', () => {
    // Public sign-in (body, throttled): bad input, wrong password, CSRF with a refresh cookie, too large, too many.
    expect(errorStatuses('login')).toEqual([400, 401, 403, 413, 429]);
    // Public reads with input and nothing to conflict with.
    expect(errorStatuses('health')).toEqual([400]);
    // A signed-in read whose policy never refuses: signed out, or an unknown query parameter (its query schema is empty and strict).
    expect(errorStatuses('userInfo')).toEqual([400, 401]);
    // A channel page: signed out, denied, a channel the caller may not see.
    expect(errorStatuses('channelOverview')).toEqual([400, 401, 403, 404]);
    // A write by a component holder: everything but the throttle.
    expect(errorStatuses('setAvatar')).toEqual([400, 401, 403, 409, 413]);
    // A read that needs Google's OAuth client set up.
    expect(errorStatuses('youtubeOauthStart')).toEqual([400, 401, 403, 409]);
    // A signed delivery: its signature is the credential.
    expect(errorStatuses('shopifyWebhooks')).toEqual([400, 401, 403, 409, 413]);
  });

  it('answers each with the contract’s one error schema and an English example that fits it', () => {
    for (const [name, response] of Object.entries(document.components.responses)) {
      const { schema, example } = response.content['application/json']!;
      expect(schema, name).toEqual({ $ref: '#/components/schemas/Error' });
      const error = (example as { error: { code: string; message: string } }).error;
      expect(error.code, name).toMatch(/^errors\.\w+$/);
      expect(error.message, name).toMatch(/^[\x20-\x7e’]+$/);
      expect(error.message, name).not.toMatch(/\{\{|errors\./);
    }
    for (const o of operations) {
      for (const [status, response] of Object.entries(o.responses)) {
        if (status.startsWith('4')) expect(response.$ref, `${o.operationId} ${status}`).toMatch(/^#\/components\/responses\/\w+$/);
      }
    }
  });
});

/** Removes the properties the document writes out for a record's enumerated keys (each the record's value schema). */
function withoutEnumeratedKeys(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutEnumeratedKeys);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withoutEnumeratedKeys(value)])) as Schema;
  const keys = (schema.propertyNames as { enum?: string[] } | undefined)?.enum;
  if (keys && schema.properties) {
    const kept = Object.entries(schema.properties as Schema).filter(
      ([key, value]) => !keys.includes(key) || JSON.stringify(value) !== JSON.stringify(schema.additionalProperties),
    );
    if (kept.length > 0) schema.properties = Object.fromEntries(kept);
    else delete schema.properties;
  }
  return schema;
}

describe('the answers’ schemas', () => {
  it('require only properties they define (records keyed by an enum list each key)', () => {
    const ratios = operation('ledgerRatios').responses['200']!.content!['application/json']!.schema as { properties: { current: Schema } };
    const current = ratios.properties.current as { required: string[]; properties: Record<string, unknown> };
    expect(current.required).toContain('estimated_ad');
    for (const key of current.required) expect(current.properties, key).toHaveProperty(key);
  });

  it('are zod’s JSON Schema of each answer, unchanged but for the keys written out', () => {
    const ids = new Map(operations.map((o) => [o.operationId, o]));
    for (const [id, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      const answers = [
        [endpoint.kind === 'webhook' ? '202' : '200', endpoint.response],
        ['202', endpoint.accepted],
      ] as const;
      for (const [status, schema] of answers) {
        if (!schema) continue;
        const { $schema: _dialect, ...expected } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
        const documented = ids.get(id)!.responses[status]!.content!['application/json']!.schema;
        expect(withoutEnumeratedKeys(documented), `${id} ${status}`).toEqual(expected);
      }
    }
  });
});

describe('file uploads', () => {
  // The field names the web app sends (avatar-upload.tsx: `avatar`; every other upload: `file`).
  const fileField = (id: string) => {
    const body = (operation(id) as unknown as { requestBody: { content: Record<string, { schema: Schema }> } }).requestBody;
    return body.content['multipart/form-data']!.schema;
  };

  it('names the form field each upload takes its file in', () => {
    expect(fileField('setAvatar')).toEqual({ type: 'object', required: ['avatar'], properties: { avatar: { type: 'string', format: 'binary' } } });
    for (const id of ['accountingUpload', 'batchInviteMember', 'ledgerPaymentsBatch', 'recipientFileUpload', 'deductionUpload', 'creatorUpdateUpload']) {
      expect(fileField(id), id).toEqual({ type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
    }
  });
});

describe('the success answers', () => {
  const successStatuses = (id: string) =>
    Object.keys(operation(id).responses)
      .filter((status) => /^[23]/.test(status))
      .map(Number);
  const schemaAt = (id: string, status: number) => operation(id).responses[String(status)]!.content!['application/json']!.schema;

  it('name the status each route really answers with', () => {
    // An upload imported within the request answers 200 with its results; a large one is queued: 202 with its id.
    expect(successStatuses('accountingUpload')).toEqual([200, 202]);
    expect(schemaAt('accountingUpload', 200)).toMatchObject({ required: ['results'] });
    expect(schemaAt('accountingUpload', 202)).toMatchObject({ required: ['upload_id'] });
    // A signed delivery is recorded and handed to a job: 202 with the job's id (webhook-route.ts).
    expect(successStatuses('shopifyWebhooks')).toEqual([202]);
    expect(schemaAt('shopifyWebhooks', 202)).toMatchObject({ required: ['job_id'] });
    // The OAuth callbacks send the browser on to the profile page with the outcome.
    for (const id of ['youtubeOauthCallback', 'shopifyOauthCallback']) {
      expect(successStatuses(id), id).toEqual([303]);
      expect(operation(id).responses['303'], id).toMatchObject({ headers: { Location: expect.anything() } });
    }
    // Everything else answers 200.
    expect(successStatuses('login')).toEqual([200]);
    expect(successStatuses('docs')).toEqual([200]);
  });
});
