// Business constants of spec 9 that both sides need.
export const LOGIN_WINDOW_SECONDS = 180;
export const LOGIN_WINDOW_BLOCK_SECONDS = 180;
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_SECONDS = 15 * 60;
export const RESET_REDIRECT_SECONDS = 10;
export const PERMISSION_DISPLAY_CACHE_SECONDS = 60;
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 3000;
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_PIXELS = 25_000_000;

export const languages = ['zh-TW', 'ja', 'en'] as const;
export type Language = (typeof languages)[number];
export const currencies = ['TWD', 'JPY', 'USD'] as const;
export type Currency = (typeof currencies)[number];
/** The login page offers these two (spec 1). */
export const loginCurrencies = ['TWD', 'JPY'] as const;
export const defaultCurrencyOf: Record<Language, Currency> = { 'zh-TW': 'TWD', ja: 'JPY', en: 'USD' };
