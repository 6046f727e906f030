// The editing requests' demo (issue 29): one request in every state on the named owners' channels
// (two in edit, so the workload has more than one), each with its history, the later ones with
// numbered cuts (sample clips written into the uploads folder, or a link) and comments at timecodes.
// Deterministic but for the clips' file names.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EditRequestStatus } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';
import type { DemoSeedOptions } from '../../../ports/demo-seed.ts';
import { UPLOADS_FOLDER } from './edit-uploads.ts';
import { sampleClip } from './sample-clip.ts';

const DAY = 86_400_000;

type DemoRequest = { title: string; brief: string; status: EditRequestStatus; dueIn: number; cuts: number; comments: [number, string][] };

const demoRequests: DemoRequest[] = [
  { title: '東京旅遊 Vlog 粗剪', brief: '三天的素材剪成 12 分鐘左右，節奏輕快，開頭 15 秒內要有亮點。', status: 'requested', dueIn: 10, cuts: 0, comments: [] },
  { title: '新品開箱 Shorts ×3', brief: '從開箱素材剪三支 30 秒直式短影片，加上字幕。', status: 'in_edit', dueIn: 4, cuts: 0, comments: [] },
  {
    title: 'Weekly Q&A episode 42',
    brief: 'Trim the pauses, add chapter titles and the usual end screen.',
    status: 'in_edit',
    dueIn: -1,
    cuts: 0,
    comments: [],
  },
  {
    title: '料理シリーズ 第8回',
    brief: 'テンポよく 8 分前後に。BGM はいつものライブラリから。',
    status: 'in_review',
    dueIn: 2,
    cuts: 1,
    comments: [[1.5, 'ここのカットはもう少し早めに切り替えてください。']],
  },
  {
    title: '年度回顧長片',
    brief: '整年精華剪成 20 分鐘，依月份分段，片尾感謝訂閱者。',
    status: 'changes_requested',
    dueIn: 6,
    cuts: 1,
    comments: [
      [0.8, '開場音樂太大聲了。'],
      [2.4, '這段請換成三月的直播片段。'],
    ],
  },
  {
    title: 'Collab teaser',
    brief: 'A 45-second teaser for the collaboration video, vertical and horizontal.',
    status: 'approved',
    dueIn: 1,
    cuts: 2,
    comments: [[1, 'Great, approved.']],
  },
  {
    title: '夏日露營全紀錄',
    brief: '露營兩天一夜的素材，剪成一支完整影片。',
    status: 'published',
    dueIn: -12,
    cuts: 2,
    comments: [[2, '第二版很好，可以上線。']],
  },
];

/** The moves that lead to each state, in order (the creator's and the editor's turns). */
const pathTo: Record<EditRequestStatus, EditRequestStatus[]> = {
  requested: [],
  in_edit: ['in_edit'],
  in_review: ['in_edit', 'in_review'],
  changes_requested: ['in_edit', 'in_review', 'changes_requested'],
  approved: ['in_edit', 'in_review', 'changes_requested', 'in_review', 'approved'],
  published: ['in_edit', 'in_review', 'changes_requested', 'in_review', 'approved', 'published'],
};
const editorMoves = new Set<EditRequestStatus>(['in_edit', 'in_review', 'published']);

export async function seedEditRequestsDemo(trx: Db, options: DemoSeedOptions & { filesDir?: string }): Promise<{ requests: number }> {
  const editor = options.userIds.get('staff');
  const owner = options.userIds.get('user_owner');
  if (editor === undefined || owner === undefined) return { requests: 0 };
  const channels = await trx
    .selectFrom('channel_members')
    .select('channel_id')
    .where('user_id', '=', owner)
    .where('member_type', '=', 'owner')
    .orderBy('channel_id')
    .execute();
  if (channels.length === 0) return { requests: 0 };
  const seedDay = Date.UTC(options.seedDay.getUTCFullYear(), options.seedDay.getUTCMonth(), options.seedDay.getUTCDate());
  const at = (days: number, hours = 0) => new Date(seedDay - days * DAY + hours * 3_600_000);
  const folder = options.filesDir ? path.join(options.filesDir, UPLOADS_FOLDER) : null;
  if (folder) await mkdir(folder, { recursive: true });
  for (const [index, demo] of demoRequests.entries()) {
    const channelId = channels[index % channels.length]!.channel_id;
    const steps = pathTo[demo.status];
    const start = 3 + steps.length * 2;
    const request = await trx
      .insertInto('production_edit_requests')
      .values({
        channel_id: channelId,
        title: demo.title,
        brief: demo.brief,
        style_references: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
        footage_links: [`https://drive.example.com/footage/${index + 1}`],
        due_date: new Date(seedDay + demo.dueIn * DAY).toISOString().slice(0, 10),
        status: demo.status,
        requested_by: owner,
        editor_id: steps.length > 0 ? editor : null,
        published_video_id: demo.status === 'published' ? 'dQw4w9WgXcQ' : null,
        created_at: at(start),
        updated_at: at(start - steps.length * 2),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const events = [{ from: null as EditRequestStatus | null, to: 'requested' as EditRequestStatus, actor: owner, at: at(start) }];
    steps.forEach((to, i) => events.push({ from: events[i]!.to, to, actor: editorMoves.has(to) ? editor : owner, at: at(start - (i + 1) * 2) }));
    await trx
      .insertInto('production_edit_events')
      .values(events.map((e) => ({ request_id: request.id, from_status: e.from, to_status: e.to, actor_id: e.actor, created_at: e.at })))
      .execute();
    // Footage the creator uploaded, and the cuts: a clip each when there is a folder to write them to, else a link.
    if (folder) await storeClip(trx, folder, request.id, 'footage', owner, `footage-${index + 1}.wav`, 220, at(start));
    for (let version = 1; version <= demo.cuts; version++) {
      const deliveredAt = at(start - 2 * (version * 2), -1);
      const fileId = folder ? await storeClip(trx, folder, request.id, 'cut', editor, `cut-v${version}.wav`, 330 + 110 * version, deliveredAt) : null;
      await trx
        .insertInto('production_edit_versions')
        .values({
          request_id: request.id,
          version,
          file_id: fileId,
          url: fileId === null ? `https://drive.example.com/cuts/${index + 1}-v${version}` : null,
          delivered_by: editor,
          created_at: deliveredAt,
        })
        .execute();
    }
    if (demo.comments.length > 0) {
      await trx
        .insertInto('production_edit_comments')
        .values(
          demo.comments.map(([seconds, text]) => ({
            request_id: request.id,
            version: demo.cuts === 2 && demo.status !== 'approved' ? 2 : 1,
            at_seconds: String(seconds),
            text,
            author_id: owner,
            created_at: at(start - 5),
          })),
        )
        .execute();
    }
  }
  return { requests: demoRequests.length };
}

async function storeClip(
  trx: Db,
  folder: string,
  requestId: number,
  purpose: 'footage' | 'cut',
  by: number,
  filename: string,
  hertz: number,
  when: Date,
): Promise<number> {
  const key = randomUUID();
  const clip = sampleClip(3, hertz);
  await writeFile(path.join(folder, key), clip);
  const row = await trx
    .insertInto('production_edit_files')
    .values({
      request_id: requestId,
      purpose,
      upload_key: key,
      filename,
      content_type: 'audio/wav',
      bytes: clip.length,
      uploaded_by: by,
      created_at: when,
      completed_at: when,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
