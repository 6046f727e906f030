// The paging query of the list routes (one home, issue 24): `page` and `page_size` as query strings of
// digits, at most MAX_PAGE_SIZE rows a page (pageSizeTooLarge past it), and the answer of a page.
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, 'validation.invalid')
  .transform(Number);

export const pageSizeQuerySchema = z
  .string()
  .regex(/^[1-9][0-9]{0,2}$/, 'validation.invalid')
  .transform(Number)
  .pipe(z.number().max(MAX_PAGE_SIZE, 'validation.pageSizeTooLarge'));

/** Spread into a query object: both optional. */
export const pagingQuery = { page: pageQuerySchema.optional(), page_size: pageSizeQuerySchema.optional() };

/** The answer of a page: its rows, how many there are on all pages, the page and its size. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

/**
 * Spread into an answer object: a page of a list whose count stops at a cap — the rows, the number
 * of matches counted up to the cap or the page's end, whether counting stopped there (the page then
 * says "N+"), the page and its size.
 */
export const cappedPage = <Item extends z.ZodType>(item: Item) => ({
  items: z.array(item),
  total: z.number().int(),
  total_capped: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
});
