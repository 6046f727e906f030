// The insight area's comparison routes with their schemas, by route id (merged in endpoints.ts).
export const comparisonSchemas = {} as const;
