// The collab area's deals routes with their schemas, by route id (merged in endpoints.ts).
export const dealsSchemas = {} as const;
