export * from './routes.ts';
export * from './policies.ts';
export * from './endpoints.ts';
export * from './search.schemas.ts';
export * from './deals.schemas.ts';
export * from './performance.schemas.ts';
export * from './search.policies.ts';
