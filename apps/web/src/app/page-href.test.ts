import { describe, expect, it } from 'vitest';
import { pageHref } from './page-href.ts';

describe('pageHref', () => {
  it('adds the chosen period to channel pages only', () => {
    expect(pageHref('overview', 'UC1', '7')).toBe('/dashboard/ch/UC1/overview?preset=7');
    expect(pageHref('overview', 'UC1', null)).toBe('/dashboard/ch/UC1/overview');
    expect(pageHref('permission', 'UC1', '90')).toBe('/dashboard/permission');
  });
});
