// Kysely table types of the production area's editing requests (migration 0072).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, TimestampOrNull } from './column-types.ts';
import type { EditFilePurpose, EditRequestStatus } from '@chorus/contract';

type TextOrNull = ColumnType<string | null, string | null | undefined, string | null>;
type IdOrNull = ColumnType<number | null, number | null | undefined, number | null>;
type TextWithDefault = ColumnType<string, string | undefined, string>;
type TextList = ColumnType<string[], string[] | undefined, string[]>;

export type ProductionEditTables = {
  production_edit_requests: {
    id: Generated<number>;
    channel_id: string;
    title: string;
    brief: string;
    style_references: TextList;
    footage_links: TextList;
    due_date: string;
    status: ColumnType<EditRequestStatus, EditRequestStatus | undefined, EditRequestStatus>;
    requested_by: number;
    editor_id: IdOrNull;
    published_video_id: TextOrNull;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  production_edit_events: {
    id: Generated<number>;
    request_id: number;
    from_status: ColumnType<EditRequestStatus | null, EditRequestStatus | null | undefined, EditRequestStatus | null>;
    to_status: EditRequestStatus;
    actor_id: number;
    note: TextWithDefault;
    created_at: Timestamp;
  };
  production_edit_files: {
    id: Generated<number>;
    request_id: number;
    purpose: EditFilePurpose;
    upload_key: string;
    filename: string;
    content_type: string;
    bytes: number;
    uploaded_by: number;
    created_at: Timestamp;
    completed_at: TimestampOrNull;
  };
  production_edit_versions: {
    request_id: number;
    version: number;
    file_id: IdOrNull;
    url: TextOrNull;
    note: TextWithDefault;
    delivered_by: number;
    created_at: Timestamp;
  };
  production_edit_comments: {
    id: Generated<number>;
    request_id: number;
    version: number;
    at_seconds: string;
    text: string;
    author_id: number;
    created_at: Timestamp;
  };
};
