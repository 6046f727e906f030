export * from './routes.ts';
export * from './endpoints.ts';
export * from './schemas.ts';
export * from './sign-in-continue.ts';
