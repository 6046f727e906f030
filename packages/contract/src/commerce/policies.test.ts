// Literal cases of the commerce policies (issue 28; docs/decisions/commerce.md): allowed and denied.
import { describe, expect, it } from 'vitest';
import { aSubject } from '../core/subject-for-tests.ts';
import {
  canConnectChannelStore,
  canEditCourses,
  canEnterCourseSales,
  canKeepStudioCatalogue,
  canMoveStudioOrder,
  canOrderStudio,
  canSeeCommerceChannel,
  canSetStoreTerms,
  reachesCommerce,
  studioOrderMoves,
} from './policies.ts';

const owner = aSubject({ accountType: 'user_owner', channels: [{ channel_id: 'UCown', member_type: 'owner' }] });
const manager = aSubject({ accountType: 'user_manager', channels: [{ channel_id: 'UCown', member_type: 'staff' }] });
const editor = aSubject({ accountType: 'user_editor', channels: [{ channel_id: 'UCown', member_type: 'member' }] });
const staff = aSubject({ accountType: 'staff' });
const viewer = aSubject({ accountType: 'viewer' });
const finance = aSubject({ accountType: 'finance' });
const sales = aSubject({ accountType: 'sales' });
const advertiser = aSubject({ accountType: 'advertiser' });

describe('commerce reach', () => {
  it('staff, viewer, finance and sales see every channel; owners and managers their own; members and others none', () => {
    for (const s of [staff, viewer, finance, sales]) expect(canSeeCommerceChannel(s, 'UCother')).toBe(true);
    for (const s of [owner, manager]) expect(canSeeCommerceChannel(s, 'UCown'), s.accountType).toBe(true);
    expect(canSeeCommerceChannel(owner, 'UCother')).toBe(false);
    expect(canSeeCommerceChannel(editor, 'UCown')).toBe(false);
    expect(reachesCommerce(owner)).toBe(true);
    for (const s of [editor, advertiser]) expect(reachesCommerce(s), s.accountType).toBe(false);
  });
});

describe('courses', () => {
  it('the catalogue: owner, manager, staff and finance; not the viewer, not another channel', () => {
    for (const s of [owner, manager]) expect(canEditCourses(s, 'UCown'), s.accountType).toBe(true);
    for (const s of [staff, finance]) expect(canEditCourses(s, 'UCother'), s.accountType).toBe(true);
    for (const s of [viewer, editor]) expect(canEditCourses(s, 'UCown'), s.accountType).toBe(false);
    expect(canEditCourses(owner, 'UCother')).toBe(false);
  });
  it('sales figures: staff and finance only, never the creator', () => {
    for (const s of [staff, finance, sales]) expect(canEnterCourseSales(s), s.accountType).toBe(true);
    for (const s of [owner, viewer]) expect(canEnterCourseSales(s), s.accountType).toBe(false);
  });
});

describe('studio store', () => {
  it('the catalogue is the staff’s', () => {
    for (const s of [staff, aSubject({ accountType: 'super_staff' })]) expect(canKeepStudioCatalogue(s), s.accountType).toBe(true);
    for (const s of [finance, viewer, owner]) expect(canKeepStudioCatalogue(s), s.accountType).toBe(false);
  });
  it('orders: the channel’s owner or manager, or the staff', () => {
    for (const s of [owner, manager]) expect(canOrderStudio(s, 'UCown'), s.accountType).toBe(true);
    expect(canOrderStudio(staff, 'UCother')).toBe(true);
    for (const s of [editor, viewer, finance]) expect(canOrderStudio(s, 'UCown'), s.accountType).toBe(false);
    expect(canOrderStudio(owner, 'UCother')).toBe(false);
  });
  it('moves: studio time is scheduled before delivery, other services are delivered once confirmed', () => {
    expect(studioOrderMoves({ status: 'requested', kind: 'studio' })).toEqual(['confirmed', 'cancelled']);
    expect(studioOrderMoves({ status: 'confirmed', kind: 'studio' })).toEqual(['scheduled', 'cancelled']);
    expect(studioOrderMoves({ status: 'confirmed', kind: 'editing' })).toEqual(['delivered', 'cancelled']);
    expect(studioOrderMoves({ status: 'scheduled', kind: 'studio' })).toEqual(['scheduled', 'delivered', 'cancelled']);
    expect(studioOrderMoves({ status: 'delivered', kind: 'thumbnail' })).toEqual(['cancelled']);
    expect(studioOrderMoves({ status: 'cancelled', kind: 'studio' })).toEqual([]);
  });
  it('staff make every move; the ordering side only cancels before scheduling; viewer and finance none', () => {
    const requested = { channelId: 'UCown', status: 'requested', kind: 'studio' } as const;
    const scheduled = { channelId: 'UCown', status: 'scheduled', kind: 'studio' } as const;
    expect(canMoveStudioOrder(staff, requested, 'confirmed')).toBe(true);
    expect(canMoveStudioOrder(staff, scheduled, 'delivered')).toBe(true);
    expect(canMoveStudioOrder(staff, requested, 'delivered')).toBe(false);
    expect(canMoveStudioOrder(owner, requested, 'cancelled')).toBe(true);
    expect(canMoveStudioOrder(manager, requested, 'cancelled')).toBe(true);
    expect(canMoveStudioOrder(owner, requested, 'confirmed')).toBe(false);
    expect(canMoveStudioOrder(owner, scheduled, 'cancelled')).toBe(false);
    expect(canMoveStudioOrder(owner, { ...requested, channelId: 'UCother' }, 'cancelled')).toBe(false);
    expect(canMoveStudioOrder(viewer, requested, 'cancelled')).toBe(false);
    expect(canMoveStudioOrder(finance, requested, 'confirmed')).toBe(false);
  });
});

describe("the creator's store", () => {
  it('is connected by the channel’s owner alone', () => {
    expect(canConnectChannelStore(owner, 'UCown')).toBe(true);
    for (const s of [manager, staff]) expect(canConnectChannelStore(s, 'UCown'), s.accountType).toBe(false);
    expect(canConnectChannelStore(owner, 'UCother')).toBe(false);
  });
  it('whether the network runs it is set by those who set ratios', () => {
    for (const s of [finance, aSubject({ accountType: 'admin' })]) expect(canSetStoreTerms(s), s.accountType).toBe(true);
    for (const s of [staff, owner]) expect(canSetStoreTerms(s), s.accountType).toBe(false);
  });
});
