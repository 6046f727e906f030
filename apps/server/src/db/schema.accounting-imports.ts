// Kysely table types of the accounting area's imports part (0031_accounting_imports.sql).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** numeric: read as an exact decimal string, written as one. */
type Numeric = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export type ImportsTables = {
  accounting_uploads: {
    id: string;
    uploaded_by: number | null;
    status: 'running' | 'done' | 'failed';
    job_id: string | null;
    file_count: number;
    results: Json<unknown[]>;
    created_at: Generated<Date>;
    finished_at: Timestamp | null;
  };
  revenue_report_files: {
    year_month: string;
    report_type: string;
    file_name: string;
    row_count: number;
    uploaded_by: number | null;
    uploaded_at: Generated<Date>;
  };
  revenue_video_months: {
    year_month: string;
    report_type: string;
    channel_id: string;
    video_id: string;
    asset_id: string;
    adjustment_type: string;
    item: string;
    title: string;
    amount: Numeric;
  };
  revenue_payment_lines: { year_month: string; line_no: number; revenue_type: string; adjustment_type: string; amount: Numeric };
  revenue_channel_assignments: { source_channel_id: string; channel_id: string; assigned_by: number | null; assigned_at: Generated<Date> };
};
