import { describe, expect, it } from 'vitest';
import { channelPageOf } from './early-start.ts';

describe('channelPageOf (what the entry script starts early)', () => {
  it('reads the channel and the page of a channel page address, as the router does', () => {
    expect(channelPageOf('/dashboard/ch/UC123/overview')).toEqual({ id: 'UC123', page: 'overview' });
    expect(channelPageOf('/dashboard/ch/UC123/content/')).toEqual({ id: 'UC123', page: 'content' });
    // The router hands the page a decoded id; the early call must ask for the same channel.
    expect(channelPageOf('/dashboard/ch/UC%2D1%20x/revenue')).toEqual({ id: 'UC-1 x', page: 'revenue' });
  });

  it('starts nothing for other addresses, pages without code, or a malformed id', () => {
    for (const pathname of [
      '/dashboard',
      '/dashboard/info',
      '/dashboard/overview',
      '/dashboard/ch/UC123',
      '/dashboard/ch/UC123/overview/extra',
      '/dashboard/ch/UC123/report',
      '/dashboard/ch/UC123/toString',
      '/dashboard/ch/UC123/__proto__',
      '/dashboard/ch/%E0%A4%A/overview',
      '/login',
    ]) {
      expect(channelPageOf(pathname), pathname).toBeNull();
    }
  });
});
