import { describe, expect, it } from 'vitest';
import { formatText } from './texts.ts';

describe('formatText', () => {
  it('puts values where the locale texts name them, as i18next does', () => {
    expect(formatText('剩餘時間 {{time}}', { time: '2:59' })).toBe('剩餘時間 2:59');
    expect(formatText('{{ time }} left, {{time}}', { time: '1:00' })).toBe('1:00 left, 1:00');
  });

  it('leaves a name without a value as written, so a missing value shows', () => {
    expect(formatText('Time left {{time}}')).toBe('Time left {{time}}');
  });
});
