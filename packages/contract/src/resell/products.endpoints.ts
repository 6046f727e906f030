// The resell area's products routes with their schemas, by route id (merged in endpoints.ts).
export const productsSchemas = {} as const;
