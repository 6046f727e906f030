import { describe, expect, it } from 'vitest';
import { ink, officeColor } from './report-ink.ts';

describe('report ink', () => {
  it('gives Word and PowerPoint the colours as they had them: hex without #, upper case', () => {
    expect(officeColor(ink.accent)).toBe('3B2F8F');
    expect(officeColor(ink.muted)).toBe('666666');
  });
});
