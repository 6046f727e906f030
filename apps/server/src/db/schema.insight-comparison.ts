// Kysely table types of the insight area's comparison part (0054).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type InsightComparisonTables = {
  insight_comparison_column_sets: {
    id: Generated<number>;
    user_id: number;
    name: string;
    columns: string[];
    created_at: Timestamp;
    updated_at: Timestamp;
  };
};
