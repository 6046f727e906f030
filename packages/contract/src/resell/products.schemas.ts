// Schemas of the resell area's products part.
export {};
