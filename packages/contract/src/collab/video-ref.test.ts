import { describe, expect, it } from 'vitest';
import { parseVideoRef } from './video-ref.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoRef (issue 11: add a case video by ID or URL)', () => {
  it.each([
    [ID, ID],
    [`  ${ID}  `, ID],
    ['a-_b-_c-_d-_', null], // 12 characters
    ['abc', null],
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`, ID],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`, ID],
    [`youtube.com/watch?v=${ID}`, ID],
    [`http://youtube.com/watch?v=${ID}`, ID],
    [`https://music.youtube.com/watch?v=${ID}`, ID],
    [`https://youtu.be/${ID}`, ID],
    [`https://youtu.be/${ID}?si=abcdef&t=10`, ID],
    [`youtu.be/${ID}`, ID],
    [`https://www.youtube.com/shorts/${ID}`, ID],
    [`https://youtube.com/shorts/${ID}?feature=share`, ID],
    [`https://www.youtube.com/embed/${ID}?start=5`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
    [`https://www.youtube.com/live/${ID}`, ID],
    [`https://www.youtube.com/watch?v=${ID}x`, null],
    [`https://www.youtube.com/watch?list=PL123`, null],
    [`https://www.youtube.com/@channel`, null],
    [`https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv`, null],
    [`https://evil.example/watch?v=${ID}`, null],
    [`https://youtube.com.evil.example/watch?v=${ID}`, null],
    [`javascript:alert(1)//${ID}`, null],
    [`ftp://youtube.com/watch?v=${ID}`, null],
    [`https://youtu.be/${ID}/extra`, null],
    ['', null],
    [`https://www.youtube.com/watch?v=${ID}&${'x'.repeat(600)}`, null],
  ])('%s → %s', (input, expected) => {
    expect(parseVideoRef(input)).toBe(expected);
  });
});
