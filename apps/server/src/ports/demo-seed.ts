// What an area's demo seed is given (seed/seed-demo.ts calls each area's, and each area's its parts').

export type DemoSeedOptions = {
  seedDay: Date;
  /** Demo account ids by demo-accounts.ts key (admin, staff, owner, reseller, advertiser, …). */
  userIds: ReadonlyMap<string, number>;
};
