export * from './routes.ts';
export * from './endpoints.ts';
export * from './schemas.ts';
export * from './channel-list.ts';
export * from './channel-scope.ts';
export * from './countries.ts';
export * from './formulas.ts';
export * from './periods.ts';
