// The resell area's market routes with their schemas, by route id (merged in endpoints.ts).
export const marketSchemas = {} as const;
