export * from './routes.ts';
export * from './policies.ts';
export * from './endpoints.ts';
export * from './language.schemas.ts';
export * from './similar.schemas.ts';
export * from './similar.policies.ts';
export * from './clouds.schemas.ts';
export * from './comparison.schemas.ts';
