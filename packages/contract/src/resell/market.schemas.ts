// Schemas of the resell area's market part.
export {};
