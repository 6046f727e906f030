// The files asked about again after an upload: those whose result says they have a header and no
// rows; an archive whose entry said so is sent again whole; none when no result says so.
import type { UploadFileResult } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { filesWithoutRows } from './files-without-rows.ts';

const file = (name: string) => new File(['x'], name);
const result = (file_name: string, code: string | null): UploadFileResult => ({
  file_name,
  report_type: 'video_summary',
  year_month: '202508',
  records_created: 0,
  records_replaced: 0,
  unmatched_rows: 0,
  status: code ? 'failed' : 'done',
  reason: code,
  code,
  line: null,
});

describe('filesWithoutRows', () => {
  const a = file('YouTube_X_M_20250801_video_summary_v1-1.csv');
  const b = file('YouTube_X_M_20250801_red_video_v1-1.csv');
  const zip = file('reports.zip');

  it('picks the files refused for having no rows, and only those', () => {
    expect(filesWithoutRows([a, b], [result(a.name, 'errors.revenueFileEmpty'), result(b.name, null)])).toEqual([a]);
    expect(filesWithoutRows([a, b], [result(a.name, 'errors.revenueRowShape'), result(b.name, null)])).toEqual([]);
  });

  it('sends an archive again whole when one of its entries had no rows', () => {
    expect(filesWithoutRows([a, zip], [result(a.name, null), result('YouTube_X_M_20250801_adj_video_summary_v1-1.csv', 'errors.revenueFileEmpty')])).toEqual([
      zip,
    ]);
  });
});
