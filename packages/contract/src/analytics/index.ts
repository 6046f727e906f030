export * from './channel-scope.ts';
export * from './countries.ts';
export * from './formulas.ts';
export * from './periods.ts';
