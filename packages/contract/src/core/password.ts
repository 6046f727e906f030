// Password rules of spec 5, plus a refusal of common passwords. Passwords are used exactly as
// typed: no trimming, no normalisation.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

export type PasswordProblem = 'tooShort' | 'tooLong' | 'needsNumber' | 'needsLetter' | 'needsSpecial' | 'common';

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (length > PASSWORD_MAX_LENGTH) problems.push('tooLong');
  if (!/\p{N}/u.test(password)) problems.push('needsNumber');
  if (!/\p{L}/u.test(password)) problems.push('needsLetter');
  if (!/[^\p{L}\p{N}]/u.test(password)) problems.push('needsSpecial');
  if (problems.length === 0 && isCommonPassword(password)) problems.push('common');
  return problems;
}

// Words at the heart of the most used passwords; rules-compliant variants of them ("Password123!",
// "Qwerty!2024abc") are what attackers try first.
const commonWords = [
  'password',
  'passw0rd',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'iloveyou',
  'admin',
  'administrator',
  'welcome',
  'letmein',
  'dragon',
  'monkey',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'abc',
  'abcd',
  'abcdef',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno1',
  'login',
  'hello',
  'freedom',
  'whatever',
  'starwars',
  'michael',
  'jennifer',
  'jordan',
  'hunter',
  'ashley',
  'charlie',
  'daniel',
  'computer',
  'secret',
  'changeme',
  'default',
  'summer',
  'winter',
  'spring',
  'autumn',
  'test',
  'guest',
  'user',
  'root',
  'chorus',
  'youtube',
  'google',
  'taiwan',
  'tokyo',
  'japan',
  'china',
  'love',
  'lovely',
  'pokemon',
  'naruto',
  'killer',
  'soccer',
  'hockey',
  'ranger',
  'matrix',
  'mustang',
  'access',
  'flower',
  'cookie',
  'pepper',
  'ginger',
  'orange',
  'banana',
  'apple',
  'samsung',
  'iphone',
  'internet',
  'service',
  'company',
  'corporate',
  'office',
  'creator',
];
const keyboardRuns = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '0987654321', 'abcdefghijklmnopqrstuvwxyz'];

const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  // Strip the decorations people add to satisfy composition rules.
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  // Only plain ASCII is read as leetspeak: dropping other letters would leave false words ("密碼abc").
  const unleet = (s: string) =>
    /[^\x20-\x7e]/.test(s)
      ? ''
      : [...s]
          .map((c) => leet[c] ?? c)
          .join('')
          .replace(/[^a-z]/g, '');
  const unleeted = unleet(lower);
  // "P@ssw0rd2024!": drop the trailing decoration first, then read the leetspeak ("password").
  const unleetedStem = unleet(lower.replace(/[^\p{L}]+$/u, ''));
  if (core.length === 0) return true;
  if ([core, unleeted, unleetedStem].some((candidate) => commonWords.includes(candidate))) return true;
  // A single repeated character, or a plain keyboard run, with decorations.
  if (/^(.)\1+$/u.test(core)) return true;
  const alnum = lower.replace(/[^\p{L}\p{N}]/gu, '');
  if (
    keyboardRuns.some((run) => run.includes(alnum) || (alnum.length >= 6 && run.includes(alnum.replace(/\d+$/, '')) && alnum.replace(/\d+$/, '').length >= 6))
  ) {
    return true;
  }
  return false;
}
