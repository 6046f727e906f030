// The insight area's language routes with their schemas, by route id (merged in endpoints.ts).
export const languageSchemas = {} as const;
