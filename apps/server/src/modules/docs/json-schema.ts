// The JSON Schema of a zod schema, as a part of the OpenAPI document.
import { z } from 'zod';

type Node = { [key: string]: unknown };

/** The JSON Schema of `schema` (without its own `$schema` line), every enumerated record key written out. */
export function toSchema(schema: z.ZodType, io: 'input' | 'output'): Node {
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
    defineEnumeratedKeys(json);
    return json;
  } catch {
    return {};
  }
}

/**
 * A record keyed by an enum (`z.record(z.enum(keys), value)`) becomes `propertyNames: { enum: keys }`,
 * `additionalProperties: value` and `required: keys`: every key required, none defined. Each required
 * key without a property gets one with the value's schema, so that `required` names only defined
 * properties; `propertyNames` and `additionalProperties` stay, so what the schema accepts is unchanged.
 */
function defineEnumeratedKeys(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) defineEnumeratedKeys(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Node;
  for (const value of Object.values(schema)) defineEnumeratedKeys(value);
  const value = schema.additionalProperties;
  if (!Array.isArray(schema.required) || value === null || typeof value !== 'object') return;
  const properties = (schema.properties ?? {}) as Node;
  const undefinedKeys = (schema.required as string[]).filter((key) => !Object.hasOwn(properties, key));
  if (undefinedKeys.length === 0) return;
  schema.properties = { ...properties, ...Object.fromEntries(undefinedKeys.map((key) => [key, value])) };
}
