import { describe, expect, it } from 'vitest';
import { withParams } from './search-params.ts';

describe('withParams', () => {
  it('sets and takes out the named parameters and keeps the others, leaving the current ones untouched', () => {
    const current = new URLSearchParams('preset=7&tab=insight&page=3');
    const next = withParams({ tab: 'content', page: null, days: '28' })(current);
    expect(next.toString()).toBe('preset=7&tab=content&days=28');
    expect(current.toString()).toBe('preset=7&tab=insight&page=3');
  });

  it('takes out a parameter that is not there without complaint', () => {
    expect(withParams({ youtube: null, channels: null })(new URLSearchParams('group=4')).toString()).toBe('group=4');
  });
});
