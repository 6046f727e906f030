import { describe, expect, it } from 'vitest';
import { emailParts } from './email-text.tsx';

describe('e-mail break points', () => {
  it('breaks after the local part and after each dot of the domain, and keeps every character', () => {
    expect(emailParts('user_owner@demo.chorus.test')).toEqual(['user_owner@', 'demo.', 'chorus.', 'test']);
    expect(emailParts('a.b@x.io').join('')).toBe('a.b@x.io');
    expect(emailParts('a.b@x.io')).toEqual(['a.b@', 'x.', 'io']);
  });

  it('leaves text without an @ whole', () => {
    expect(emailParts('admin')).toEqual(['admin']);
  });
});
