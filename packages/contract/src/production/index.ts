export * from './routes.ts';
export * from './policies.ts';
export * from './endpoints.ts';
export * from './edit-requests.schemas.ts';
export * from './edit-requests.policies.ts';
export * from './videos.schemas.ts';
export * from './videos.policies.ts';
export * from './videos.bulk.ts';
