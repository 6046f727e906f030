// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane): about 15 ms a hash here.
// Passwords are hashed exactly as typed; argon2 has no 72-byte limit.
import { hash, verify } from '@node-rs/argon2';

const options = {
  algorithm: 2 /* Algorithm.Argon2id; a const enum, not importable under verbatimModuleSyntax */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the time of a real check, so unknown and locked accounts answer as slowly as real ones. */
export async function verifyDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('chorus-dummy-password-for-timing!1');
  await verifyPassword(await dummyHash, password);
}
