export * from './routes.ts';
export * from './policies.ts';
export * from './endpoints.ts';
export * from './schemas.ts';
export * from './headlines.ts';
