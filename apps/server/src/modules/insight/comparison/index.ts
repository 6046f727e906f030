// The insight module's comparison part (contract insight/comparison.routes.ts): the channel
// comparison on the inspiration page's comparison tab, its CSV, and saved column sets (0054).
import type { AppContext } from '../../../app-context.ts';
import type { Handlers } from '../../../http/register-endpoints.ts';
import { ColumnSetsService } from './column-sets.service.ts';
import { comparisonHandlers } from './comparison.routes.ts';
import { ComparisonService } from './comparison.service.ts';

export { seedComparisonDemo } from './comparison-demo.ts';

export function comparisonPart({ db, clock }: AppContext): { handlers: Handlers } {
  return { handlers: comparisonHandlers({ comparison: new ComparisonService({ db, clock }), columnSets: new ColumnSetsService({ db, clock }) }) };
}
