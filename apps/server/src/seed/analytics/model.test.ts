import { describe, expect, it } from 'vitest';
import { channelModel, FLAGSHIP_INDEX } from './model.ts';
import { channelRandom } from './random.ts';
import { ANALYTICS_SEED } from './seed-analytics.ts';
import { testChannel } from './test-fixtures.ts';

const modelOf = (index: number, overrides: Parameters<typeof testChannel>[1] = {}) =>
  channelModel(testChannel(index, overrides), channelRandom(ANALYTICS_SEED, index, 'model'));

describe('demo channel model', () => {
  it('monetises a showcase CMS channel even when its owner has no CMS flag, and no partner-source channel', () => {
    for (let index = 0; index < 40; index++) {
      expect(modelOf(index, { source_type: 'YT', ownerHasCms: false, showcase: true }).revenue, `channel ${index}`).not.toBeNull();
      expect(modelOf(index, { source_type: 'Freedom', showcase: true }).revenue).toBeNull();
      expect(modelOf(index, { source_type: 'Little_Five', ownerHasCms: true }).revenue).toBeNull();
    }
    // Without the showcase, some CMS channels of owners without the flag are not monetised.
    const unmonetised = Array.from({ length: 40 }, (_, index) => modelOf(index, { source_type: 'YT', ownerHasCms: false })).filter((m) => !m.revenue);
    expect(unmonetised.length).toBeGreaterThan(0);
  });

  it('makes the flagship bigger than any other channel of a large network', () => {
    const flagship = modelOf(FLAGSHIP_INDEX).subscribers;
    const biggestOther = Math.max(...Array.from({ length: 2000 }, (_, index) => (index === FLAGSHIP_INDEX ? 0 : modelOf(index).subscribers)));
    expect(flagship).toBeGreaterThan(biggestOther);
    expect(flagship).toBeLessThanOrEqual(2_020_000);
  });
});
