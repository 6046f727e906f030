// Schemas of the resell area's stores part.
export {};
