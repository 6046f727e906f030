import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './content-disposition.ts';

describe('fileNameFrom', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFrom('attachment; filename="report-2026.eml"')).toBe('report-2026.eml');
  });
  it('prefers the UTF-8 form, decoded', () => {
    expect(fileNameFrom(`attachment; filename="report.xlsx"; filename*=UTF-8''%E5%A0%B1%E8%A1%A8.xlsx`)).toBe('報表.xlsx');
  });
  it('reads an unquoted file name', () => {
    expect(fileNameFrom('inline; filename=avatar.png')).toBe('avatar.png');
  });
  it('gives null without a header or a name', () => {
    expect(fileNameFrom(null)).toBeNull();
    expect(fileNameFrom('attachment')).toBeNull();
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E5%ZZ`)).toBeNull();
  });
});
