import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagingQuery } from './paging.ts';

const query = z.object(pagingQuery).strict();
const outcome = (input: Record<string, string>) => {
  const r = query.safeParse(input);
  return r.success ? r.data : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
};

describe('pagingQuery: the one paging query of the list routes', () => {
  it.each([
    [{}, {}],
    [{ page: '1' }, { page: 1 }],
    [
      { page: '999999', page_size: '100' },
      { page: 999999, page_size: 100 },
    ],
    [{ page_size: '1' }, { page_size: 1 }],
    [{ page: '0' }, 'page: validation.invalid'],
    [{ page: '01' }, 'page: validation.invalid'],
    [{ page: '1000000' }, 'page: validation.invalid'],
    [{ page: '-1' }, 'page: validation.invalid'],
    [{ page: '1.5' }, 'page: validation.invalid'],
    [{ page: '' }, 'page: validation.invalid'],
    [{ page_size: '0' }, 'page_size: validation.invalid'],
    [{ page_size: '101' }, 'page_size: validation.pageSizeTooLarge'],
    [{ page_size: '999' }, 'page_size: validation.pageSizeTooLarge'],
    [{ page_size: '1000' }, 'page_size: validation.invalid'],
    [{ page_size: '1e2' }, 'page_size: validation.invalid'],
  ])('%j → %j', (input, expected) => {
    expect(outcome(input)).toEqual(expected);
  });
});
