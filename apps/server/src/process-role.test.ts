// CHORUS_ROLE (issue 25): which processes serve HTTP and which run the job workers.
import { describe, expect, it } from 'vitest';
import { loadConfig, processRole } from './config.ts';

describe('CHORUS_ROLE', () => {
  it('is both unless set; api runs no workers, whatever JOB_WORKERS says; worker and both run them', () => {
    expect(loadConfig({})).toMatchObject({ role: 'both', jobWorkers: true });
    expect(loadConfig({ CHORUS_ROLE: 'api', JOB_WORKERS: 'true' })).toMatchObject({ role: 'api', jobWorkers: false });
    expect(loadConfig({ CHORUS_ROLE: 'worker' })).toMatchObject({ role: 'worker', jobWorkers: true });
    expect(loadConfig({ CHORUS_ROLE: 'both', JOB_WORKERS: 'false' })).toMatchObject({ role: 'both', jobWorkers: false });
  });

  it('refuses anything else with a message naming the choices', () => {
    expect(() => processRole('web')).toThrow('CHORUS_ROLE must be api, worker or both');
    expect(processRole(' Worker ')).toBe('worker');
  });
});
