// Written by `npm run gen:areas` (scripts/gen-areas.mjs) from the contract areas that have a routes.ts: do not edit.
export * from './access/index.ts';
export * from './accounting/index.ts';
export * from './auth/index.ts';
export * from './cache/index.ts';
export * from './channels/index.ts';
export * from './collab/index.ts';
export * from './docs/index.ts';
export * from './groups/index.ts';
export * from './insight/index.ts';
export * from './issue-reports/index.ts';
export * from './jobs/index.ts';
export * from './mail/index.ts';
export * from './ownership/index.ts';
export * from './resell/index.ts';
export * from './teams/index.ts';
export * from './users/index.ts';
export * from './youtube/index.ts';
