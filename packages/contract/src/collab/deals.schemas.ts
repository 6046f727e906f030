// Schemas of the collab area's deals part.
export {};
