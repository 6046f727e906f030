// The collab area's performance routes with their schemas, by route id (merged in endpoints.ts).
export const performanceSchemas = {} as const;
