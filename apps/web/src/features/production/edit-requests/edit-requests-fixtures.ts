// Answers of the editing requests' reads for the web's tests, shaped by the contract's types.
import type { EditorWorkload, EditRequestDetail } from '@chorus/contract';
import type { EditVersion } from './edit-requests-model.ts';

export const aVersion = (more: Partial<EditVersion> = {}): EditVersion => ({
  version: 1,
  file: { file_id: 31, filename: 'cut-v1.wav', bytes: 288_044, content_type: 'audio/wav' },
  url: null,
  note: '',
  delivered_by: { user_id: 9, name: 'Mei Editor' },
  created_at: '2026-11-20T02:00:00.000Z',
  comments: [],
  ...more,
});

export const aRequest = (more: Partial<EditRequestDetail> = {}): EditRequestDetail => ({
  request_id: 12,
  channel_id: 'UC_cook',
  channel_title: 'Cooking Studio',
  title: 'Tokyo vlog rough cut',
  status: 'in_review',
  due_date: '2026-12-05',
  requested_by: { user_id: 5, name: 'Jolin Studio' },
  editor: { user_id: 9, name: 'Mei Editor' },
  versions: 1,
  published_video_id: null,
  created_at: '2026-11-18T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  brief: 'Twelve minutes, a hook in the first 15 seconds.',
  style_references: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  footage_links: ['https://drive.example.com/footage/1'],
  footage_files: [],
  undelivered_cuts: [],
  history: [
    { from_status: null, to_status: 'requested', by: { user_id: 5, name: 'Jolin Studio' }, at: '2026-11-18T02:00:00.000Z', note: '' },
    { from_status: 'requested', to_status: 'in_edit', by: { user_id: 9, name: 'Mei Editor' }, at: '2026-11-18T05:00:00.000Z', note: 'Starting today.' },
  ],
  versions_delivered: [
    aVersion({
      comments: [
        {
          comment_id: 7,
          version: 1,
          at_seconds: 1.5,
          text: 'Cut here a little earlier.',
          author: { user_id: 5, name: 'Jolin Studio' },
          created_at: '2026-11-20T03:00:00.000Z',
        },
      ],
    }),
  ],
  next_statuses: [],
  upload_max_bytes: 20 * 1024 ** 3,
  ...more,
});

export const aWorkload = (more: Partial<EditorWorkload> = {}): EditorWorkload => ({
  editors: [
    {
      editor: { user_id: 9, name: 'Mei Editor' },
      open: 3,
      by_status: { in_edit: 2, in_review: 1, changes_requested: 0, approved: 0 },
      next_due_date: '2026-11-28',
      overdue: 1,
      requests: [],
    },
  ],
  unassigned: 2,
  ...more,
});
