// The insight area's similar routes with their schemas, by route id (merged in endpoints.ts).
export const similarSchemas = {} as const;
