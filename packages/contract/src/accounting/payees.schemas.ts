// Schemas of the accounting area's payees part.
export {};
