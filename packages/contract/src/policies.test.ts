import { describe, expect, it } from 'vitest';
import { policies, policiesByArea } from './policies.generated.ts';

describe('the policy registry', () => {
  it('gives no policy name to two areas', () => {
    const owner = new Map<string, string>();
    for (const [area, table] of Object.entries(policiesByArea)) {
      for (const name of Object.keys(table)) {
        expect(owner.get(name), `policy ${name} is in ${owner.get(name)} and ${area}`).toBeUndefined();
        owner.set(name, area);
      }
    }
    expect(owner.size).toBe(Object.keys(policies).length);
  });

  it('names each policy after the function that judges it', () => {
    for (const [name, policy] of Object.entries(policies)) {
      const judge = policy.judges === 'subject' ? policy.allows : policy.rule;
      expect(judge.name).toBe(name);
    }
  });
});
