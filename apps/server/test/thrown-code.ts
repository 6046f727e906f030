// What a unit test sees of a refused input: the domain error's code.
import type { DomainError } from '../src/errors/domain-error.ts';

/** The code of the DomainError `fn` throws, or null when it returns. */
export function thrownCode(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as DomainError).code;
  }
}
