// Schemas of the resell area's orders part.
export {};
