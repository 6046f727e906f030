// Links between the exploration area's screens.
import { pagePath } from '@chorus/contract';

/** A channel's discovery card: the discovery page showing that one channel. */
export const channelCardPath = (channelId: string) => `${pagePath('exploration')}?channel=${encodeURIComponent(channelId)}`;
