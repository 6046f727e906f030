// Kysely table types of the insight area's comparison part (0054).
import type { Generated } from 'kysely';
import type { TimestampWithDefault } from './column-types.ts';

export type InsightComparisonTables = {
  insight_comparison_column_sets: {
    id: Generated<number>;
    user_id: number;
    name: string;
    columns: string[];
    created_at: TimestampWithDefault;
    updated_at: TimestampWithDefault;
  };
};
