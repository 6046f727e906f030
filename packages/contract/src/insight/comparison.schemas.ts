// Schemas of the insight area's comparison part.
export {};
