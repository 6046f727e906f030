// autocannon ships no types; load.ts is its only user and states the shapes it relies on.
declare module 'autocannon' {
  const autocannon: (options: Record<string, unknown>) => unknown;
  export default autocannon;
}
