// Access to YouTube's public data (search.list, channels and videos of channels outside the network)
// with the Data API key (YOUTUBE_API_KEY); null without one, and then nothing outside the network is read.
import type { YoutubeConfig } from '../../config.ts';
import type { ApiAccess } from './youtube-data-client.ts';

export function publicDataAccess(config: YoutubeConfig): ApiAccess | null {
  if (!config.apiKey) return null;
  return { baseUrl: config.dataApiUrl, accessToken: '', apiKey: config.apiKey, timeoutMs: config.requestTimeoutMs, contentOwnerId: null };
}
