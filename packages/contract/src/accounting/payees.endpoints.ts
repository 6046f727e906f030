// The accounting area's payees routes with their schemas, by route id (merged in endpoints.ts).
export const payeesSchemas = {} as const;
