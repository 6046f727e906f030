// The report page's texts live in the reports namespace (packages/i18n/locales/*/reports.json), the
// same the server writes the files with, and travel with this page.
import en from '@chorus/i18n/locales/en/reports.json';
import ja from '@chorus/i18n/locales/ja/reports.json';
import zh from '@chorus/i18n/locales/zh-TW/reports.json';
import i18n from '../../lib/i18n.ts';

const bundles: [string, object][] = [
  ['zh-TW', zh],
  ['ja', ja],
  ['en', en],
];
for (const [language, bundle] of bundles) i18n.addResourceBundle(language, 'reports', bundle, true, true);
