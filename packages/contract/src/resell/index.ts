export * from './routes.ts';
export * from './policies.ts';
export * from './endpoints.ts';
export * from './webhooks.routes.ts';
export * from './stores.schemas.ts';
export * from './orders.schemas.ts';
export * from './products.schemas.ts';
export * from './market.schemas.ts';
