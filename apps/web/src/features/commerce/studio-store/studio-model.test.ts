import { describe, expect, it } from 'vitest';
import { aSubject } from '../../../../../../packages/contract/src/core/subject-for-tests.ts';
import { anOrder } from './studio-fixtures.ts';
import { localToInstant, movesFor, orderTotal } from './studio-model.ts';

const owner = aSubject({ channels: [{ channel_id: 'UC_cook', member_type: 'owner' }] });
const staff = aSubject({ accountType: 'staff' });

describe('the moves each person is offered (issue 28, docs/decisions/commerce.md)', () => {
  it('staff confirm, schedule studio time, deliver and cancel', () => {
    expect(movesFor(staff, anOrder({ status: 'requested' }))).toEqual(['confirmed', 'cancelled']);
    expect(movesFor(staff, anOrder({ status: 'confirmed' }))).toEqual(['scheduled', 'cancelled']);
    expect(movesFor(staff, anOrder({ status: 'confirmed', kind: 'editing', unit: 'item' }))).toEqual(['delivered', 'cancelled']);
    expect(movesFor(staff, anOrder({ status: 'scheduled' }))).toEqual(['scheduled', 'delivered', 'cancelled']);
    expect(movesFor(staff, anOrder({ status: 'delivered' }))).toEqual(['cancelled']);
    expect(movesFor(staff, anOrder({ status: 'cancelled' }))).toEqual([]);
  });

  it('the ordering owner only cancels, and only before it is scheduled', () => {
    expect(movesFor(owner, anOrder({ status: 'requested' }))).toEqual(['cancelled']);
    expect(movesFor(owner, anOrder({ status: 'confirmed' }))).toEqual(['cancelled']);
    expect(movesFor(owner, anOrder({ status: 'scheduled' }))).toEqual([]);
    expect(movesFor(owner, anOrder({ status: 'requested', channel_id: 'UC_other' }))).toEqual([]);
  });

  it('viewer and finance move nothing', () => {
    for (const accountType of ['viewer', 'finance'] as const) expect(movesFor(aSubject({ accountType }), anOrder({ status: 'requested' }))).toEqual([]);
  });
});

describe('an order before it is placed', () => {
  it('totals exactly, and not before the quantity is a whole number', () => {
    expect(orderTotal('1500.5', '3')).toBe('4501.5');
    expect(orderTotal('0.1', '3')).toBe('0.3');
    expect(orderTotal('1500', '0')).toBeNull();
    expect(orderTotal('1500', '1.5')).toBeNull();
  });

  it('sends the local time as an instant, nothing for an empty field', () => {
    expect(localToInstant('2026-12-01T10:00')).toBe(new Date(2026, 11, 1, 10, 0).toISOString());
    expect(localToInstant('')).toBeNull();
  });
});
