export * from './routes.ts';
export * from './policies.ts';
export * from './endpoints.ts';
export * from './reach.ts';
export * from './courses.schemas.ts';
export * from './studio-store.schemas.ts';
export * from './ec.schemas.ts';
