// Schemas of the collab area's performance part.
export {};
