// The resell area's orders routes with their schemas, by route id (merged in endpoints.ts).
export const ordersSchemas = {} as const;
