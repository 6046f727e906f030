// Sort, order, page and page size of the top-50 table, read from the address (defaults when absent
// or invalid). Pure, so a page's API call can start before the page's code has loaded (prefetch.ts).
import { contentSorts, TOP_VIDEOS_CONTENT, type ContentSort, type SortOrder } from '@chorus/contract';

export const pageSizes = [10, 25, 50];

export function tableParamsOf(search: URLSearchParams) {
  const sortParam = search.get('sort');
  const sort: ContentSort = (contentSorts as readonly string[]).includes(sortParam ?? '') ? (sortParam as ContentSort) : 'views';
  const order: SortOrder = search.get('order') === 'asc' ? 'asc' : 'desc';
  const sizeParam = Number(search.get('size'));
  const pageSize = pageSizes.includes(sizeParam) ? sizeParam : 10;
  const pageParam = Number(search.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= Math.ceil(TOP_VIDEOS_CONTENT / pageSize) ? pageParam : 1;
  return { sort, order, page, pageSize };
}
