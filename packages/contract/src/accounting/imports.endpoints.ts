// The accounting area's imports routes with their schemas, by route id (merged in endpoints.ts).
export const importsSchemas = {} as const;
