import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblems } from './password.ts';

describe('passwordProblems (spec 5)', () => {
  it('accepts a random strong password', () => {
    expect(passwordProblems('vT7#kq9!Lm2x')).toEqual([]);
    expect(passwordProblems('r8$Gd2%nWq5&zLp')).toEqual([]);
  });

  it('refuses 11 characters and accepts 12', () => {
    expect(passwordProblems('vT7#kq9!Lm2')).toEqual(['tooShort']);
    expect(passwordProblems('vT7#kq9!Lm2x')).toEqual([]);
  });

  it('requires a digit', () => {
    expect(passwordProblems('vTx#kqy!Lmzx')).toEqual(['needsNumber']);
  });

  it('requires a letter', () => {
    expect(passwordProblems('8371#9402!56')).toEqual(['needsLetter']);
  });

  it('requires a special character', () => {
    expect(passwordProblems('vT7xkq9yLm2x')).toEqual(['needsSpecial']);
  });

  it('reports every broken rule', () => {
    expect(passwordProblems('')).toEqual(['tooShort', 'needsNumber', 'needsLetter', 'needsSpecial']);
    expect(passwordProblems('abc')).toEqual(['tooShort', 'needsNumber', 'needsSpecial']);
  });

  it.each(['日本語のパスワードです1!', '密碼很重要請記住它#2024', 'ÅngströmÉté#9', 'Пароль-надёжный-7'])('counts unicode letters as letters: %s', (p) => {
    expect(passwordProblems(p)).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    // 9 emoji + "a1" = 11 characters (20 UTF-16 units); the emoji are special characters.
    expect(passwordProblems('😀😀😀😀😀😀😀😀😀a1')).toEqual(['tooShort']);
    expect(passwordProblems('😀😀😀😀😀😀😀😀😀😀a1')).toEqual([]);
  });

  it('accepts 128 characters and refuses 129', () => {
    const p128 = 'Zq8#'.repeat(32);
    expect([...p128]).toHaveLength(128);
    expect(passwordProblems(p128)).toEqual([]);
    expect(passwordProblems(p128 + 'w')).toEqual(['tooLong']);
  });

  it.each(['Password123!', 'Qwerty123456!', 'P@ssw0rd2024!'])('refuses the common password %s', (p) => {
    expect(passwordProblems(p)).toEqual(['common']);
  });

  it('uses the password as typed: no trimming', () => {
    // 11 visible characters and a trailing space: 12 characters.
    expect(passwordProblems('vT7#kq9!Lm2 ')).toEqual([]);
  });
});

describe('isCommonPassword', () => {
  it.each([
    'Password123!',
    'Qwerty123456!',
    'P@ssw0rd2024!',
    'password',
    'PASSWORD!!2024',
    '!!Welcome2024!!',
    '4dm1n!2024',
    'Iloveyou#1234',
    'aaaaaaaaaaaa1!',
    'Qwertyuiop1!',
    'asdfghjkl#99',
  ])('%s is common', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it.each(['vT7#kq9!Lm2x', 'r8$Gd2%nWq5&zLp', '日本語のパスワードです1!', '密碼密碼密碼密碼abc#2', 'Zq8#Zq8#Zq8#'])('%s is not common', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});
