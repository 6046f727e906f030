// The youtube module's public entry: YouTube authorization and channel refresh.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { youtubeHandlers } from './youtube.routes.ts';
import { YoutubeService } from './youtube.service.ts';

export { startDailyRefresh } from './jobs/daily-refresh.job.ts';
export { startRefreshWorker } from './jobs/refresh-channel.job.ts';
export { RefreshQueue } from './refresh-queue.ts';

export function createModule({ db, clock, config, secret, bus, users, refreshQueue }: AppContext): ServerModule {
  const youtube = new YoutubeService({ db, clock, config, secret, bus, users, refreshQueue });
  return { handlers: youtubeHandlers({ youtube, refreshQueue }) };
}
