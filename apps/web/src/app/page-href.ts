// Where a navigation link leads: the page's path, and for channel pages the period chosen on the
// customize page (the channel pages read ?preset=, and keep the address as the source of truth).
import { isChannelPage, pagePath, type PageKey } from '@chorus/contract';
import type { ChannelPreset } from '../lib/preferences.ts';

export function pageHref(page: PageKey, channelId: string | undefined, preset: ChannelPreset | null): string {
  const path = pagePath(page, channelId);
  return preset && isChannelPage(page) ? `${path}?preset=${preset}` : path;
}
