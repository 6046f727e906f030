import { describe, expect, it } from 'vitest';
import { interestProblems, videoIdOf } from './interest-rules.ts';

const ids = Array.from({ length: 12 }, (_, i) => `video${String(i).padStart(6, '0')}`);

describe('the twelve audience-interest videos (spec 5)', () => {
  it('accepts exactly twelve distinct ids', () => {
    expect(interestProblems(ids)).toEqual({ fields: Array(12).fill(null), list: null });
  });

  it('asks for twelve, flags bad and repeated ids', () => {
    expect(interestProblems([...ids.slice(0, 11), '']).list).toBe('messages:validation.twelveVideoIds');
    const bad = interestProblems([...ids.slice(0, 11), 'short']);
    expect(bad.fields[11]).toBe('analytics:interest.badId');
    expect(bad.list).toBe('analytics:interest.fixFields');
    const repeated = interestProblems([...ids.slice(0, 11), ids[0]!]);
    expect(repeated.fields[0]).toBe('messages:validation.duplicateVideoIds');
    expect(repeated.fields[11]).toBe('messages:validation.duplicateVideoIds');
  });

  it('takes the id out of a pasted YouTube link', () => {
    expect(videoIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('  dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ');
  });
});
