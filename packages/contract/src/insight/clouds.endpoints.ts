// The insight area's clouds routes with their schemas, by route id (merged in endpoints.ts).
export const cloudsSchemas = {} as const;
