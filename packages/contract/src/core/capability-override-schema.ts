import { z } from 'zod';
import { componentKeys } from './components.ts';
import { pageKeys } from './pages.ts';

/** One entry of the per-e-mail overrides file (spec 6 specificUsers). */
export const capabilityOverrideSchema = z
  .object({
    pages: z.array(z.enum(pageKeys)).default([]),
    components: z.array(z.enum(componentKeys)).default([]),
  })
  .strict();
export const specificUsersFileSchema = z.record(z.string().email(), capabilityOverrideSchema);
