import type { ReconciliationItem } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { reconciliationCsv, reconciliationRows, reconciliationTotals, thresholdError } from './reconciliation-model.ts';

const item = (over: Partial<ReconciliationItem>): ReconciliationItem => ({
  channel_id: 'UCa',
  channel_title: 'Channel A',
  estimated: null,
  final: null,
  paid: null,
  difference: null,
  flagged: false,
  cause: null,
  ...over,
});

const items = [
  item({ channel_id: 'UCsmall', channel_title: 'Small', estimated: '100', final: '99', difference: '-1' }),
  item({
    channel_id: 'UCflag',
    channel_title: '=Flagged, Inc.',
    estimated: '1200.123456789',
    final: '903.5',
    paid: '903.5',
    difference: '-296.623456789',
    flagged: true,
    cause: 'invalid_traffic',
  }),
  item({ channel_id: 'UCnew', channel_title: null, final: '12.5' }),
  item({ channel_id: 'UCup', estimated: '0', final: '3', difference: '3', flagged: true }),
];

describe('reconciliationRows', () => {
  it('puts flagged channels first, the largest difference first, with its share of the estimate and its cause', () => {
    const rows = reconciliationRows(items);
    expect(rows.map((r) => r.channelId)).toEqual(['UCflag', 'UCup', 'UCsmall', 'UCnew']);
    // −296.623456789 ÷ 1200.123456789 = −24.716…%
    expect(rows[0]).toMatchObject({ differencePercent: '-24.72', causeLabel: 'accounting:reconcile.causes.invalid_traffic', paid: '903.5' });
    // A zero estimate has no share; a flag without a cause the reports show says so.
    expect(rows[1]).toMatchObject({ differencePercent: null, causeLabel: 'accounting:reconcile.causes.unknown' });
    expect(rows[2]).toMatchObject({ differencePercent: '-1', causeLabel: null });
    expect(rows[3]).toMatchObject({ difference: null, differencePercent: null, channelTitle: null });
  });
});

describe('reconciliationTotals', () => {
  it('adds the present figures exactly and counts the flagged channels', () => {
    expect(reconciliationTotals(items)).toEqual({ estimated: '1300.123456789', final: '1018', paid: '903.5', flagged: 2, channels: 4 });
    expect(reconciliationTotals([])).toEqual({ estimated: null, final: null, paid: null, flagged: 0, channels: 0 });
  });
});

describe('thresholdError', () => {
  it('takes what the server takes, 0 to 1000 % with two places', () => {
    expect(thresholdError('5')).toBeNull();
    expect(thresholdError('2.25')).toBeNull();
    expect(thresholdError('1000')).toBeNull();
    expect(thresholdError('1000.01')).toBe('messages:validation.thresholdInvalid');
    expect(thresholdError('-1')).toBe('messages:validation.thresholdInvalid');
    expect(thresholdError('2.255')).toBe('messages:validation.thresholdInvalid');
  });
});

describe('reconciliationCsv', () => {
  it('writes the exact amounts (not the cents on screen), the labels translated, a formula-like title defused', () => {
    const csv = reconciliationCsv(
      reconciliationRows(items.slice(0, 2)),
      ['Channel', 'ID', 'Est', 'Final', 'Paid', 'Diff', 'Diff %', 'Flag', 'Cause'],
      (key) => `T(${key})`,
    );
    expect(csv.split('\r\n')).toEqual([
      '\ufeffChannel,ID,Est,Final,Paid,Diff,Diff %,Flag,Cause',
      `"'=Flagged, Inc.",UCflag,1200.123456789,903.5,903.5,-296.623456789,-24.72,T(accounting:reconcile.yes),T(accounting:reconcile.causes.invalid_traffic)`,
      'Small,UCsmall,100,99,,-1,-1,,',
      '',
    ]);
  });
});
