export * from './routes.ts';
export * from './policies.ts';
export * from './endpoints.ts';
export * from './edit-requests.schemas.ts';
export * from './edit-requests.policies.ts';
