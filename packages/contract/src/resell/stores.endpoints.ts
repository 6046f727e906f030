// The resell area's stores routes with their schemas, by route id (merged in endpoints.ts).
export const storesSchemas = {} as const;
