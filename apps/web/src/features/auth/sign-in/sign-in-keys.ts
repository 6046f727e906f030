// The texts the sign-in page shows, as namespace:key of packages/i18n/locales (check-i18n.mjs
// finds each in zh-TW). Only these go into the page (build/sign-in-page.ts picks them from the
// locale files of each language), not the app's whole catalogue.
import type { Language, loginCurrencies } from '@chorus/contract';

export const signInKeys = [
  'common:login.title',
  'common:login.identifier',
  'common:login.identifierHelp',
  'common:login.password',
  'common:login.forgot',
  'common:login.countdown',
  'common:login.paused',
  'common:login.submit',
  'common:password.show',
  'common:password.hide',
  'common:language',
  'common:currency',
  'common:currencies.TWD',
  'common:currencies.JPY',
  'common:legal.privacyTitle',
  'common:legal.termsTitle',
  'messages:validation.emailOrAccountRequired',
  'messages:validation.passwordRequired',
  'messages:errors.generic',
] as const;

export type SignInKey = (typeof signInKeys)[number];
export type SignInTexts = Record<SignInKey, string>;
export type SignInCatalogue = Record<Language, SignInTexts>;

/** The currency box offers the sign-in currencies: each needs its name here (a compile error otherwise). */
export const currencyKey = (currency: (typeof loginCurrencies)[number]): SignInKey => `common:currencies.${currency}`;
