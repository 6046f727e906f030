// YouTube Reporting API (bulk CSV reports, data-formats.md 13): report types, jobs (one per report
// type; created once, reports appear about two days later and are kept about 60 days), the reports
// of a job, and their CSV downloads (one file per day; a regenerated day has a later createTime).
import { csvRecords } from './csv.ts';
import type { Readable } from 'node:stream';
import { GoogleUnavailableError, googleJson, googleStream, googleText, withQuery } from './google-http.ts';

export type ReportingAccess = { baseUrl: string; accessToken: string; timeoutMs: number; contentOwnerId: string | null };

/** `systemManaged`: a job YouTube made itself (the monthly financial reports), listed with includeSystemManaged=true. */
export type ReportingJob = { id: string; reportTypeId: string; systemManaged?: boolean };
export type ReportFile = { id: string; startTime: string; endTime: string; createTime: string; downloadUrl: string };

type Page = { nextPageToken?: string };
const MAX_PAGES = 100;

async function listAll<T>(access: ReportingAccess, path: string, key: string, query: Record<string, string | boolean | undefined> = {}): Promise<T[]> {
  const items: T[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await googleJson<Page & Record<string, unknown>>({
      api: `reporting:${path.split('/').pop()}`,
      url: withQuery(`${access.baseUrl}/v1/${path}`, { ...query, onBehalfOfContentOwner: access.contentOwnerId ?? undefined, pageToken }),
      accessToken: access.accessToken,
      timeoutMs: access.timeoutMs,
    });
    const list = answer[key];
    if (Array.isArray(list)) items.push(...(list as T[]));
    pageToken = answer.nextPageToken || undefined;
    if (!pageToken) break;
  }
  return items;
}

export async function listReportTypes(access: ReportingAccess): Promise<string[]> {
  const types = await listAll<{ id?: string }>(access, 'reportTypes', 'reportTypes');
  return types.map((t) => t.id ?? '').filter(Boolean);
}

/** The newest version of a report family among the available types: prefix "channel_basic_a" → "channel_basic_a3". */
export function newestReportType(available: string[], prefix: string): string | null {
  let best: { id: string; version: number } | null = null;
  for (const id of available) {
    if (!id.startsWith(prefix)) continue;
    const version = Number(id.slice(prefix.length));
    if (Number.isInteger(version) && (!best || version > best.version)) best = { id, version };
  }
  return best?.id ?? null;
}

export async function listJobs(access: ReportingAccess, options: { includeSystemManaged?: boolean } = {}): Promise<ReportingJob[]> {
  const query = options.includeSystemManaged ? { includeSystemManaged: true } : {};
  const jobs = await listAll<{ id?: string; reportTypeId?: string; systemManaged?: boolean }>(access, 'jobs', 'jobs', query);
  return jobs.filter((j) => j.id && j.reportTypeId).map((j) => ({ id: j.id!, reportTypeId: j.reportTypeId!, systemManaged: j.systemManaged === true }));
}

export async function createJob(access: ReportingAccess, reportTypeId: string): Promise<ReportingJob> {
  const job = await googleJson<{ id?: string; reportTypeId?: string }>({
    api: 'reporting:jobs.create',
    url: withQuery(`${access.baseUrl}/v1/jobs`, { onBehalfOfContentOwner: access.contentOwnerId ?? undefined }),
    method: 'POST',
    json: { reportTypeId, name: `chorus ${reportTypeId}` },
    accessToken: access.accessToken,
    timeoutMs: access.timeoutMs,
  });
  if (!job.id) throw new GoogleUnavailableError('reporting:jobs.create: answer without an id');
  return { id: job.id, reportTypeId: job.reportTypeId ?? reportTypeId };
}

/** The job's reports that start at or after `since` (RFC 3339), one per day: the latest createTime wins. */
export async function listReports(access: ReportingAccess, jobId: string, since: string): Promise<ReportFile[]> {
  const reports = await listAll<Partial<ReportFile>>(access, `jobs/${encodeURIComponent(jobId)}/reports`, 'reports', { startTimeAtOrAfter: since });
  const byDay = new Map<string, ReportFile>();
  for (const r of reports) {
    if (!r.id || !r.startTime || !r.downloadUrl) continue;
    const report: ReportFile = { id: r.id, startTime: r.startTime, endTime: r.endTime ?? '', createTime: r.createTime ?? '', downloadUrl: r.downloadUrl };
    const previous = byDay.get(report.startTime);
    if (!previous || report.createTime > previous.createTime) byDay.set(report.startTime, report);
  }
  return [...byDay.values()].sort((a, b) => a.startTime.localeCompare(b.startTime));
}

/** Every report of a job, each version of a day included (a backfill is a later createTime), oldest created first. */
export async function listJobReports(
  access: ReportingAccess,
  jobId: string,
  query: { createdAfter?: string; startTimeAtOrAfter?: string } = {},
): Promise<ReportFile[]> {
  const reports = await listAll<Partial<ReportFile>>(access, `jobs/${encodeURIComponent(jobId)}/reports`, 'reports', query);
  return reports
    .filter((r): r is ReportFile => Boolean(r.id && r.startTime && r.endTime && r.createTime && r.downloadUrl))
    .map(({ id, startTime, endTime, createTime, downloadUrl }) => ({ id, startTime, endTime, createTime, downloadUrl }))
    .sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id.localeCompare(b.id));
}

/** The download address, refused unless it is on the Reporting API's own host (the bearer token goes nowhere else). */
function mediaUrl(access: ReportingAccess, report: ReportFile): string {
  let target: URL;
  try {
    target = new URL(report.downloadUrl);
  } catch {
    throw new GoogleUnavailableError('reporting: unreadable download address');
  }
  if (target.origin !== new URL(access.baseUrl).origin) throw new GoogleUnavailableError('reporting: download address outside the Reporting API');
  return target.toString();
}

/** A report's file as a stream (gzip as served is decoded by the transport), for the archive. */
export async function openReport(access: ReportingAccess, report: ReportFile, timeoutMs: number): Promise<Readable> {
  return googleStream({ api: 'reporting-media-stream', url: mediaUrl(access, report), accessToken: access.accessToken, timeoutMs });
}

/**
 * Downloads a report's CSV. The bearer token only goes to the Reporting API's own host: a
 * download address anywhere else is refused.
 */
export async function downloadReport(access: ReportingAccess, report: ReportFile): Promise<Record<string, string>[]> {
  const text = await googleText({ api: 'reporting-media', url: mediaUrl(access, report), accessToken: access.accessToken, timeoutMs: access.timeoutMs });
  return csvRecords(text);
}
