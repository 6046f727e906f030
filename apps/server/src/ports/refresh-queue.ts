// Port: the YouTube refresh tasks (modules/youtube/refresh-queue.ts), on the job registry.
import type { JobRegistry } from '../jobs/index.ts';

export type TaskState = 'created' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';
export type TaskRow = {
  id: string;
  channel_id: string;
  mode: 'add';
  days_ago: number;
  state: TaskState;
  created_at: string;
  completed_at: string | null;
  error: string | null;
};

export interface RefreshQueue {
  /** The registry the tasks run on (a test sends the daily job through it, as the cron pass does). */
  started(): Promise<JobRegistry>;
  /** Queues a refresh of the channel, or answers the id of the one already queued or running. */
  enqueue(channelId: string, options?: { ownerId?: number | null; daysAgo?: number }): Promise<string>;
  /** The channel's refresh of the day, at most one per channel and UTC day (null: none queued). */
  enqueueDaily(channelId: string, daysAgo?: number): Promise<string | null>;
  /** The daily schedule as kept, or null when there is none. */
  dailySchedule(): Promise<{ cron: string; timezone: string } | null>;
  /** The newest tasks, newest first. */
  recent(limit?: number): Promise<TaskRow[]>;
}
