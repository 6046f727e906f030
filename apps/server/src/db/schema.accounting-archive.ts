// Kysely table types of the accounting area's revenue archive and reconciliation (0076_revenue_archive.sql, 0080_reporting_imports.sql).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** numeric: read as an exact decimal string, written as one. */
type Numeric = ColumnType<string, string, string>;
/** date: read as YYYY-MM-DD (the pg type parser keeps dates as text). */
type Day = ColumnType<string, string, string>;

export type ArchiveTables = {
  revenue_archive_files: {
    id: string;
    source: 'upload' | 'reporting_api';
    report_type: string;
    version: Generated<string>;
    period_start: Day;
    period_end: Day;
    file_name: string;
    content_type: string;
    bytes: number;
    sha256: string;
    storage_key: string;
    youtube_report_id: string | null;
    youtube_create_time: Timestamp | null;
    received_at: Generated<Date>;
    received_by: number | null;
  };
  reporting_jobs: {
    report_type_id: string;
    job_id: string;
    created_at: Generated<Date>;
  };
  reporting_listed_reports: {
    report_id: string;
    job_id: string;
    report_type_id: string;
    start_time: Timestamp;
    end_time: Timestamp;
    create_time: Timestamp;
    download_url: string;
    expires_at: Timestamp;
    archive_file_id: string | null;
    alerted_at: Timestamp | null;
    listed_at: Generated<Date>;
  };
  reporting_imports: {
    report_type_id: string;
    year_month: string;
    file_ids: string[];
    status: 'done' | 'failed';
    records: Generated<number>;
    unmatched: Generated<number>;
    error_code: string | null;
    error_params: ColumnType<Record<string, unknown> | null, string | null, string | null>;
    imported_at: Generated<Date>;
  };
  reporting_estimated_revenue: {
    year_month: string;
    report_type_id: string;
    channel_id: string;
    video_id: string;
    asset_id: string;
    amount: Numeric;
  };
  reconciliation_settings: {
    id: Generated<boolean>;
    threshold_percent: Numeric;
    updated_by: number | null;
    updated_at: Generated<Date>;
  };
};
