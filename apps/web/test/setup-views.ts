// For component tests in jsdom: i18n initialised at once with every language's shared texts
// (zh-TW first, as the app starts), the feature namespaces registering themselves as in the app,
// Testing Library's cleanup after each test (the project runs without globals), and charts kept to
// their placeholder (jsdom draws nothing; the chart's label is still there for screen readers).
import enCommon from '@chorus/i18n/locales/en/common.json';
import enMessages from '@chorus/i18n/locales/en/messages.json';
import enNav from '@chorus/i18n/locales/en/nav.json';
import zhCommon from '@chorus/i18n/locales/zh-TW/common.json';
import zhMessages from '@chorus/i18n/locales/zh-TW/messages.json';
import zhNav from '@chorus/i18n/locales/zh-TW/nav.json';
import { cleanup } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import i18n, { baseOptions } from '../src/lib/i18n.ts';

// jsdom lays nothing out and has no scrollIntoView: a view that brings a field into sight (the first
// field that stops a save) scrolls nowhere. Without it the call threw outside the test, which a
// worker thread reports as an unhandled error of the run.
Element.prototype.scrollIntoView ??= () => {};

vi.mock('../src/components/charts/echarts-loader.ts', () => ({ loadECharts: () => new Promise(() => {}) }));

if (!i18n.isInitialized) {
  await i18n.use(initReactI18next).init({
    ...baseOptions,
    resources: {
      'zh-TW': { common: zhCommon, messages: zhMessages, nav: zhNav },
      en: { common: enCommon, messages: enMessages, nav: enNav },
    },
  });
}

afterEach(async () => {
  cleanup();
  if (i18n.language !== 'zh-TW') await i18n.changeLanguage('zh-TW');
});
