// Studio store answers for the component tests, as the server would send them.
import type { StudioOrder, StudioService } from '@chorus/contract';

export const aService = (over: Partial<StudioService> = {}): StudioService => ({
  id: 1,
  kind: 'studio',
  unit: 'hour',
  name: 'Studio A',
  description: 'Green screen, three lights',
  price_twd: '1500',
  available: true,
  ...over,
});

export const anOrder = (over: Partial<StudioOrder> = {}): StudioOrder => ({
  id: 11,
  channel_id: 'UC_cook',
  channel_title: 'Cooking Studio',
  service_id: 1,
  service_name: 'Studio A',
  kind: 'studio',
  unit: 'hour',
  quantity: 3,
  unit_price_twd: '1500',
  total_twd: '4500',
  status: 'requested',
  starts_at: '2026-12-01T02:00:00.000Z',
  ends_at: null,
  notes: '',
  ordered_by: { id: 5, name: 'Mei' },
  created_at: '2026-11-20T03:00:00.000Z',
  delivered_at: null,
  charged_month: null,
  ...over,
});
