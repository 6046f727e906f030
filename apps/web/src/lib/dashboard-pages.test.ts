import { describe, expect, it } from 'vitest';
import { mergePages, type LazyPage } from './dashboard-pages.ts';

const page = (name: string) => ({ name }) as unknown as LazyPage;

describe('mergePages', () => {
  it('joins the parts, merging the sub-pages two parts put under one page', () => {
    const prefetch = () => undefined;
    const merged = mergePages([
      { pages: { collabSearch: page('search') }, subPages: { collabSearch: { apply: page('wizard') } } },
      { pages: { collabUpcoming: page('upcoming') }, subPages: { collabSearch: { saved: page('saved') } }, prefetch: { collabUpcoming: prefetch } },
    ]);
    expect(merged.pages).toEqual({ collabSearch: page('search'), collabUpcoming: page('upcoming') });
    expect(merged.subPages).toEqual({ collabSearch: { apply: page('wizard'), saved: page('saved') } });
    expect(merged.prefetch).toEqual({ collabUpcoming: prefetch });
  });
});
