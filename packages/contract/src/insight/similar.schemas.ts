// Schemas of the insight area's similar part.
export {};
