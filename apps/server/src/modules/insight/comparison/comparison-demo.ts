// The comparison part's demo (seedComparisonDemo): saved column sets for the demo staff and the
// demo viewer, named in zh-TW as the demo's people would, so that the comparison tab opens
// with a choice of sets on first start.
import type { ComparisonColumn } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';
import { insertMissing } from '../../../db/upsert.ts';

export const demoColumnSets: { account: string; name: string; columns: ComparisonColumn[] }[] = [
  { account: 'staff', name: '成長概況', columns: ['views', 'subscribers_gained', 'subscribers_net', 'videos_published', 'avg_views_per_video'] },
  { account: 'staff', name: '互動表現', columns: ['views', 'likes', 'comments', 'shares', 'engagement_rate'] },
  { account: 'viewer', name: '每週檢視', columns: ['views', 'watch_hours', 'avg_view_seconds', 'subscribers_net'] },
];

export async function seedComparisonDemo(trx: Db, { seedDay, userIds }: DemoSeedOptions): Promise<void> {
  const rows = demoColumnSets.flatMap((set) => {
    const userId = userIds.get(set.account);
    return userId === undefined ? [] : [{ user_id: userId, name: set.name, columns: set.columns, created_at: seedDay, updated_at: seedDay }];
  });
  await insertMissing(trx, 'insight_comparison_column_sets', rows);
}
