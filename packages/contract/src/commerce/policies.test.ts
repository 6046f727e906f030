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
    expect(canSeeCommerceChannel(owner, 'UCown')).toBe(true);
    expect(canSeeCommerceChannel(manager, 'UCown')).toBe(true);
    expect(canSeeCommerceChannel(owner, 'UCother')).toBe(false);
    expect(canSeeCommerceChannel(editor, 'UCown')).toBe(false);
    expect(reachesCommerce(owner)).toBe(true);
    expect(reachesCommerce(editor)).toBe(false);
    expect(reachesCommerce(advertiser)).toBe(false);
  });
});

describe('courses', () => {
  it('the catalogue: owner, manager, staff and finance; not the viewer, not another channel', () => {
    expect(canEditCourses(owner, 'UCown')).toBe(true);
    expect(canEditCourses(manager, 'UCown')).toBe(true);
    expect(canEditCourses(staff, 'UCother')).toBe(true);
    expect(canEditCourses(finance, 'UCother')).toBe(true);
    expect(canEditCourses(viewer, 'UCown')).toBe(false);
    expect(canEditCourses(owner, 'UCother')).toBe(false);
    expect(canEditCourses(editor, 'UCown')).toBe(false);
  });
  it('sales figures: staff and finance only, never the creator', () => {
    expect(canEnterCourseSales(staff)).toBe(true);
    expect(canEnterCourseSales(finance)).toBe(true);
    expect(canEnterCourseSales(sales)).toBe(true);
    expect(canEnterCourseSales(owner)).toBe(false);
    expect(canEnterCourseSales(viewer)).toBe(false);
  });
});

describe('studio store', () => {
  it('the catalogue is the staff’s', () => {
    expect(canKeepStudioCatalogue(staff)).toBe(true);
    expect(canKeepStudioCatalogue(aSubject({ accountType: 'super_staff' }))).toBe(true);
    expect(canKeepStudioCatalogue(finance)).toBe(false);
    expect(canKeepStudioCatalogue(viewer)).toBe(false);
    expect(canKeepStudioCatalogue(owner)).toBe(false);
  });
  it('orders: the channel’s owner or manager, or the staff', () => {
    expect(canOrderStudio(owner, 'UCown')).toBe(true);
    expect(canOrderStudio(manager, 'UCown')).toBe(true);
    expect(canOrderStudio(staff, 'UCother')).toBe(true);
    expect(canOrderStudio(editor, 'UCown')).toBe(false);
    expect(canOrderStudio(owner, 'UCother')).toBe(false);
    expect(canOrderStudio(viewer, 'UCown')).toBe(false);
    expect(canOrderStudio(finance, 'UCown')).toBe(false);
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
    expect(canConnectChannelStore(manager, 'UCown')).toBe(false);
    expect(canConnectChannelStore(staff, 'UCown')).toBe(false);
    expect(canConnectChannelStore(owner, 'UCother')).toBe(false);
  });
  it('whether the network runs it is set by those who set ratios', () => {
    expect(canSetStoreTerms(finance)).toBe(true);
    expect(canSetStoreTerms(aSubject({ accountType: 'admin' }))).toBe(true);
    expect(canSetStoreTerms(staff)).toBe(false);
    expect(canSetStoreTerms(owner)).toBe(false);
  });
});
