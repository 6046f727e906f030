// The collab module's public entry (issue 11): the ad-collaboration marketplace in three parts, each
// building its own services and handlers from the shared infrastructure: search (creator search,
// prices, favourites), deals (case packages, cases, the request form, status moves, timeline, mail),
// performance (case videos, upcoming and past collaborations, the performance report). They meet in
// the shared tables of 0040.
import type { AppContext } from '../../app-context.ts';
import type { ServerModule } from '../../server-module.ts';
import { dealsPart } from './deals/index.ts';
import { performancePart } from './performance/index.ts';
import { searchPart } from './search/index.ts';

export { seedCollabDemo } from './collab-demo.ts';

export function createModule(infra: AppContext): ServerModule {
  return { handlers: { ...searchPart(infra), ...dealsPart(infra), ...performancePart(infra) } };
}
