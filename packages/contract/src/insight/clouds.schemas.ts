// Schemas of the insight area's clouds part.
export {};
