import { describe, expect, it } from 'vitest';
import { openingPackage } from './opening-package.ts';

const pkg = (id: number, videos: number, videos_with_figures: number) => ({ id, videos, videos_with_figures });

describe('the performance report opens on (issue 23)', () => {
  it('the newest package with figures, not a newer one whose videos have none yet', () => {
    expect(openingPackage([pkg(9, 3, 0), pkg(7, 2, 2), pkg(5, 1, 1)])?.id).toBe(7);
  });

  it('else the newest with case videos, else the newest', () => {
    expect(openingPackage([pkg(9, 0, 0), pkg(7, 2, 0)])?.id).toBe(7);
    expect(openingPackage([pkg(9, 0, 0)])?.id).toBe(9);
    expect(openingPackage([])).toBeUndefined();
  });
});
