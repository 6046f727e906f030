export * from './routes.ts';
export * from './endpoints.ts';
