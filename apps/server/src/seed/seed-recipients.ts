// Demo remittance recipients (issue 10), so that finance sees a list on first start: the creators'
// channels get recipients (persons, and now and then a company serving three channels), some
// channels none yet. The named demo accounts' channels (the showcase) are left without one, so that
// the scenarios the tests run on them (ownership transfer, the route matrix) start from nothing.
// Without documents: the seed has no file storage; finance adds them from the page.
import { seededRandom } from '@chorus/contract';
import type { Db } from '../db/database.ts';

type Channel = { channel_id: string; title: string; language: 'zh' | 'en' | 'ja' };

const banks = {
  zh: {
    codes: ['004', '808', '812', '822', '013', '700'],
    branches: ['大安分行', '信義分行', '板橋分行', '台中分行', '高雄分行'],
    company: '星光數位媒體股份有限公司',
  },
  ja: { codes: ['0005001', '0009123', '0001045'], branches: ['渋谷支店', '新宿支店', '梅田支店'], company: '株式会社ひかりメディア' },
  en: { codes: ['8120011', '0130024'], branches: ['Main branch', 'Xinyi branch'], company: 'Northwind Creators Ltd.' },
} as const;

/** Recipients for `channels` (the creators' channels, in order); answers how many were made. */
export async function seedRemittanceRecipients(trx: Db, channels: readonly Channel[]): Promise<number> {
  const random = seededRandom(20_261_125);
  let made = 0;
  for (let k = 0; k < channels.length;) {
    const channel = channels[k]!;
    // Every seventh channel has no recipient yet: finance has something to set.
    if (k % 7 === 6) {
      k += 1;
      continue;
    }
    const bank = banks[channel.language];
    const company = k % 9 === 4 && k + 2 < channels.length;
    const served = company ? channels.slice(k, k + 3) : [channel];
    const digits = Array.from({ length: random.int(12, 14) }, () => random.int(0, 9)).join('');
    const recipient = await trx
      .insertInto('remittance_recipients')
      .values({
        kind: company ? 'company' : 'person',
        account_name: `${company ? bank.company : channel.title.trim()}（${random.pick(bank.branches)}）`,
        bank_code: random.pick(bank.codes),
        account_number: digits,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('remittance_recipient_channels')
      .values(served.map((c) => ({ channel_id: c.channel_id, recipient_id: recipient.id })))
      .execute();
    made += 1;
    k += served.length;
  }
  return made;
}
