// Schemas of the accounting area's imports part.
export {};
