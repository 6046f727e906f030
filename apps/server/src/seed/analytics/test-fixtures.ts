// Channels and calendars for the analytics generators' unit tests: the same shapes seed-demo.ts
// builds (language by position, source type by threes, category by name ending).
import type { SeedChannel } from './model.ts';
import { buildCalendar, dataEndDay, type Calendar } from './series.ts';
import { categories } from './texts.ts';

export const SEED_DAY = new Date('2026-11-21T09:30:00Z');

export function testChannel(index: number, overrides: Partial<SeedChannel> = {}): SeedChannel {
  const language = (['zh', 'en', 'ja'] as const)[index % 3]!;
  const source_type = (['YT', 'Freedom', 'Little_Five'] as const)[Math.floor(index / 3) % 3]!;
  return {
    channel_id: `UCtest${String(index).padStart(4, '0')}`,
    title: `Channel ${index}`,
    source_type,
    language,
    index,
    category: categories[(index + Math.floor(index / 24)) % 8]!,
    nameIndex: Math.floor(index / 3) % 8,
    ownerHasCms: source_type === 'YT',
    showcase: false,
    ...overrides,
  };
}

export function testCalendar(days = 730, seedDay = SEED_DAY): Calendar {
  return buildCalendar(dataEndDay(seedDay), days);
}

const han = /\p{Script=Han}/u;
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Characters that exist only in Simplified Chinese: none may appear in zh (Traditional) text. */
const simplifiedOnly = /[们这说时发对会开过还国习动实现点问题为么门间关应觉长东车见气书无样头买卖爱边号钱钟铁听让记讲议认论语读视频欢迎级调结组织经济]/u;

/** Whether a text reads as the language: zh Traditional Chinese, ja Japanese (kana), en Latin only. */
export function looksLike(language: 'zh' | 'ja' | 'en', text: string): boolean {
  if (language === 'zh') return han.test(text) && !kana.test(text) && !simplifiedOnly.test(text);
  if (language === 'ja') return kana.test(text);
  return /[A-Za-z]/.test(text) && !han.test(text) && !kana.test(text);
}
