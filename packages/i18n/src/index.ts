// Every user-visible string of Chorus, in zh-TW (the source language), ja and en.
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enExports from '../locales/en/exports.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import enMessages from '../locales/en/messages.json' with { type: 'json' };
import enNav from '../locales/en/nav.json' with { type: 'json' };
import enReports from '../locales/en/reports.json' with { type: 'json' };
import jaCommon from '../locales/ja/common.json' with { type: 'json' };
import jaExports from '../locales/ja/exports.json' with { type: 'json' };
import jaMail from '../locales/ja/mail.json' with { type: 'json' };
import jaMessages from '../locales/ja/messages.json' with { type: 'json' };
import jaNav from '../locales/ja/nav.json' with { type: 'json' };
import jaReports from '../locales/ja/reports.json' with { type: 'json' };
import zhCommon from '../locales/zh-TW/common.json' with { type: 'json' };
import zhExports from '../locales/zh-TW/exports.json' with { type: 'json' };
import zhMail from '../locales/zh-TW/mail.json' with { type: 'json' };
import zhMessages from '../locales/zh-TW/messages.json' with { type: 'json' };
import zhNav from '../locales/zh-TW/nav.json' with { type: 'json' };
import zhReports from '../locales/zh-TW/reports.json' with { type: 'json' };

export const namespaces = ['common', 'messages', 'nav', 'mail', 'reports', 'exports'] as const;
export type Namespace = (typeof namespaces)[number];
export type LocaleCode = 'zh-TW' | 'ja' | 'en';

type Tree = { [key: string]: string | Tree };

export const resources: Record<LocaleCode, Record<Namespace, Tree>> = {
  'zh-TW': { common: zhCommon, messages: zhMessages, nav: zhNav, mail: zhMail, reports: zhReports, exports: zhExports },
  ja: { common: jaCommon, messages: jaMessages, nav: jaNav, mail: jaMail, reports: jaReports, exports: jaExports },
  en: { common: enCommon, messages: enMessages, nav: enNav, mail: enMail, reports: enReports, exports: enExports },
};

/** Looks up `a.b.c` in one namespace, falling back to zh-TW, then to the key itself. */
export function translate(language: LocaleCode, namespace: Namespace, key: string, vars: Record<string, string | number> = {}): string {
  const found = lookup(resources[language]?.[namespace], key) ?? lookup(resources['zh-TW'][namespace], key) ?? key;
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Picks a supported language from an Accept-Language header. */
export function negotiateLanguage(header: string | undefined, fallback: LocaleCode = 'zh-TW'): LocaleCode {
  if (!header) return fallback;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh-TW';
    if (tag.startsWith('ja')) return 'ja';
    if (tag.startsWith('en')) return 'en';
  }
  return fallback;
}
