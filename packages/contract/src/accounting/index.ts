export * from './items.ts';
export * from './routes.ts';
export * from './policies.ts';
export * from './endpoints.ts';
export * from './imports.schemas.ts';
export * from './ledger.schemas.ts';
export * from './payees.schemas.ts';
export * from './imports.policies.ts';
