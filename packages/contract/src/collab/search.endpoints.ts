// The collab area's search routes with their schemas, by route id (merged in endpoints.ts).
export const searchSchemas = {} as const;
