import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cappedPage, pageOf, pagingQuery } from './paging.ts';

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

describe('the answer of a page', () => {
  const row = z.object({ id: z.number() });
  it('pageOf: the rows, how many on all pages, the page and its size', () => {
    const answer = { items: [{ id: 1 }], total: 31, page: 2, page_size: 30 };
    expect(pageOf(row).parse(answer)).toEqual(answer);
    expect(pageOf(row).safeParse({ ...answer, total: 1.5 }).success).toBe(false);
  });
  it('cappedPage: also whether counting stopped at the cap', () => {
    const answer = { items: [], total: 500, total_capped: true, page: 1, page_size: 20 };
    expect(z.object(cappedPage(row)).parse(answer)).toEqual(answer);
    expect(z.object(cappedPage(row)).safeParse({ ...answer, total_capped: undefined }).success).toBe(false);
  });
});
