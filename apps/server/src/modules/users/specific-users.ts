// Per-e-mail capability overrides (spec 6 specificUsers), read from a configuration file so that
// operations can change them without a release.
import { existsSync, readFileSync } from 'node:fs';
import { specificUsersFileSchema, type SpecificUserCapabilities } from '@chorus/contract';

export type SpecificUsers = { for: (email: string) => SpecificUserCapabilities | null };

export function loadSpecificUsers(file: string): SpecificUsers {
  const entries = existsSync(file) ? specificUsersFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
  const byEmail = new Map(Object.entries(entries).map(([email, caps]) => [email.toLowerCase(), caps]));
  return { for: (email) => byEmail.get(email.toLowerCase()) ?? null };
}
