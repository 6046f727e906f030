export * from './routes.ts';
export * from './policies.ts';
export * from './endpoints.ts';
export * from './quota.ts';
export * from './discovery.schemas.ts';
export * from './prospects.schemas.ts';
export * from './videos.ts';
