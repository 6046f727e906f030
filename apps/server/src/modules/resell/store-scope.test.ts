import { makeSubject, type Subject } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { inReach, seesStoreOrders, storeTeamsInReach } from './store-scope.ts';

const teams = (owner: number[] = [], client: number[] = [], member: number[] = []) => ({ owner, client, member });
const subject = (accountType: Subject['accountType'], t = teams()): Subject =>
  makeSubject({ id: 1, accountType, channels: [], teams: t, adsMemberType: null, specific: null, permissions: [], inChannelGroup: false, switched: false });

describe('storeTeamsInReach: the one store scope of stores, orders and products', () => {
  it.each([
    ['admin', teams(), null],
    ['super_staff', teams([3]), null],
    ['viewer', teams(), null],
    ['agency', teams(), null],
    ['reseller', teams([7]), [7]],
    ['reseller', teams([7], [8], [9]), [7, 8, 9]],
    ['reseller', teams([7], [7], [7]), [7]],
    ['advertiser', teams([], [], [4]), [4]],
    ['advertiser', teams(), []],
    ['reseller', teams(), []],
  ] as const)('%s with teams %j reaches %j (null: every store)', (accountType, t, expected) => {
    expect(storeTeamsInReach(subject(accountType, { owner: [...t.owner], client: [...t.client], member: [...t.member] }))).toEqual(expected);
  });
});

describe('inReach: a store out of reach does not exist (404)', () => {
  const row = { id: 1, advertiser_id: 7 };
  it('returns the row to its team and to the network', () => {
    expect(inReach(subject('reseller', teams([], [], [7])), row)).toBe(row);
    expect(inReach(subject('admin'), { id: 2, advertiser_id: '12' })).toEqual({ id: 2, advertiser_id: '12' });
  });
  it('answers not found to another team, and for a missing store', () => {
    expect(() => inReach(subject('reseller', teams([8])), row)).toThrow(expect.objectContaining({ code: 'errors.notFound' }));
    expect(() => inReach(subject('admin'), undefined)).toThrow(expect.objectContaining({ code: 'errors.notFound' }));
  });
  it('applies the route’s own policy: the orders need the orders page', () => {
    expect(inReach(subject('reseller', teams([7])), row, seesStoreOrders)).toBe(row);
    expect(() => inReach(subject('user', teams([7])), row, seesStoreOrders)).toThrow(expect.objectContaining({ code: 'errors.notFound' }));
    expect(inReach(subject('user', teams([7])), row)).toBe(row);
  });
});
