// Schemas of the collab area's search part.
export {};
