// Kysely table types of the reports area's mailing part (migration 0060).
import type { Generated } from 'kysely';
import type { TimestampOrNull, TimestampWithDefault } from './column-types.ts';

export type ReportsTables = {
  report_subscriptions: {
    channel_id: string;
    enabled: Generated<boolean>;
    recipients: Generated<string[]>;
    language: string;
    currency: string;
    formats: string[];
    updated_by: number | null;
    updated_at: TimestampWithDefault;
  };
  report_mail_runs: {
    id: Generated<number>;
    kind: 'scheduled' | 'manual' | 'resend' | 'page';
    period: 'weekly' | 'monthly' | 'quarterly';
    year: number;
    period_index: number;
    period_code: string;
    created_by: number | null;
    created_at: TimestampWithDefault;
    finished_at: TimestampOrNull;
  };
  report_mail_records: {
    id: Generated<number>;
    run_id: number;
    channel_id: string;
    recipient: string;
    period_code: string;
    formats: string[];
    language: string;
    currency: string;
    result: Generated<'pending' | 'sent' | 'failed'>;
    error: string | null;
    attempts: Generated<number>;
    at: TimestampOrNull;
    /** Mailed from the report page (0061): outside the send key. */
    page: Generated<boolean>;
    created_at: TimestampWithDefault;
  };
};
