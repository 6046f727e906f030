// The shared decimal configuration: exact where decimal.js's default is not, rounding half up
// once and only where asked, currencies at their minor units.
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  add,
  compareAmounts,
  convertAmount,
  currencyPlaces,
  divide,
  floorTo,
  isDecimalString,
  MONEY_PRECISION,
  moneySchema,
  multiply,
  normalize,
  amountChangePercent,
  roundTo,
  roundToCurrency,
  subtract,
  sum,
  sumPresent,
} from './money.ts';

describe('precision', () => {
  it('keeps 50 significant digits', () => expect(MONEY_PRECISION).toBe(50));

  it('adds 123456789.123456789012 + 1e-12 exactly, where the default precision of 20 does not', () => {
    expect(add('123456789.123456789012', '0.000000000001')).toBe('123456789.123456789013');
    expect(new Decimal('123456789.123456789012').plus('0.000000000001').toFixed(12)).toBe('123456789.123456789010');
  });

  // 100,000 terms carry the sums past 17 significant digits, where a float or a default-precision
  // decimal has already rounded; a million only repeats it ten times slower (34 s on a busy CI core).
  it('sums 100,000 amounts of 12 places exactly', () => {
    // k + k × 10⁻¹²: the whole parts sum to 5,000,050,000 and so do the fractions, in 10⁻¹² units.
    const amounts = Array.from({ length: 100_000 }, (_, k) => `${k + 1}.${String(k + 1).padStart(12, '0')}`);
    expect(sum(amounts)).toBe('5000050000.00500005');
  });

  it('sums 100,000 of the widest source amounts, numeric(24,12), exactly', () => {
    expect(sum(Array.from({ length: 100_000 }, () => '999999999999.999999999999'))).toBe('99999999999999999.9999999');
  });

  it('multiplies such a sum by an exchange rate of numeric(14,6) without rounding (44 digits)', () => {
    expect(multiply('999999999999999999.999999999999', '99999999.999999')).toBe('99999999999998999999999999.999900000000000001');
  });
});

describe('arithmetic on decimal strings', () => {
  it('adds and subtracts exactly (0.1 + 0.2 is 0.3)', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(subtract('0.3', '0.1')).toBe('0.2');
    expect(subtract('1', '1.000000000001')).toBe('-0.000000000001');
  });

  it('writes plain notation, never an exponent', () => {
    expect(add('0.000000000001', '0')).toBe('0.000000000001');
    expect(multiply('100000000000000000000000', '10')).toBe('1000000000000000000000000');
  });

  it('sums nothing to 0, and the values present to null when none is', () => {
    expect(sum([])).toBe('0');
    expect(sumPresent([null, '1.5', undefined, '2.25'])).toBe('3.75');
    expect(sumPresent([null, undefined])).toBeNull();
    expect(sumPresent([])).toBeNull();
  });

  it('divides to the places asked for, and refuses zero', () => {
    expect(divide('1', '3', 4)).toBe('0.3333');
    expect(divide('2', '3', 4)).toBe('0.6667');
    expect(divide('10', '4', 0)).toBe('3'); // 2.5 rounds half up
    expect(divide('1', '8', 6)).toBe('0.125000');
    expect(() => divide('1', '0.000', 2)).toThrow(RangeError);
  });

  it('takes counts as numbers', () => {
    expect(divide('12.3456', 1000, 4)).toBe('0.0123');
    expect(multiply('0.1', 3)).toBe('0.3');
  });

  it('compares by value, not by text', () => {
    expect(compareAmounts('1.50', '1.5')).toBe(0);
    expect(compareAmounts('0.000000000001', '0')).toBe(1);
    expect(compareAmounts('-2', '-1.999999999999')).toBe(-1);
  });

  it('normalizes a value without changing it', () => {
    expect(normalize('32.804000')).toBe('32.804');
    expect(normalize('-0.000')).toBe('0');
  });

  it('gives the change in percent against the size of the base, or null without a base', () => {
    expect(amountChangePercent('110.00', '100.00', 1)).toBe(10);
    expect(amountChangePercent('0.93', '1.20', 1)).toBe(-22.5);
    expect(amountChangePercent('-5', '-10', 1)).toBe(50);
    expect(amountChangePercent('1', '0', 1)).toBeNull();
  });

  it('refuses what is not a plain decimal', () => {
    for (const bad of ['', 'abc', '1e-12', '1.', '.5', '+1', ' 1', '1,000', 'NaN']) expect(() => add(bad, '0')).toThrow(RangeError);
    expect(() => add(Number.NaN, '0')).toThrow(RangeError);
    expect(() => add(Number.POSITIVE_INFINITY, '0')).toThrow(RangeError);
  });
});

describe('rounding: half up (away from zero), once, where asked', () => {
  it('rounds halves away from zero, not to even', () => {
    expect(roundTo('0.125', 2)).toBe('0.13'); // half-even would give 0.12
    expect(roundTo('0.135', 2)).toBe('0.14');
    expect(roundTo('2.5', 0)).toBe('3');
    expect(roundTo('-1.005', 2)).toBe('-1.01');
    expect(roundTo('0.00005', 4)).toBe('0.0001');
    expect(roundTo('0.00004999', 4)).toBe('0.0000');
  });

  it('pads to the places asked for', () => expect(roundTo('1.5', 4)).toBe('1.5000'));

  it('never writes a negative zero', () => {
    expect(roundTo('-0.001', 2)).toBe('0.00');
    expect(roundTo('-0.4', 0)).toBe('0');
  });
});

describe('floorTo: toward minus infinity, for largest-remainder splits', () => {
  it('cuts positives down and negatives further down', () => {
    expect(floorTo('1.239', 2)).toBe('1.23');
    expect(floorTo('-1.231', 2)).toBe('-1.24');
    expect(floorTo('5', 2)).toBe('5.00');
    expect(floorTo('-0.001', 2)).toBe('-0.01');
  });
});

describe('currencies', () => {
  it('round to their minor units: TWD and USD 2 places, JPY none', () => {
    expect(currencyPlaces).toEqual({ TWD: 2, JPY: 0, USD: 2 });
    expect(roundToCurrency('1640.204', 'TWD')).toBe('1640.20');
    expect(roundToCurrency('1640.205', 'TWD')).toBe('1640.21');
    expect(roundToCurrency('1877.5', 'JPY')).toBe('1878');
    expect(roundToCurrency('1877.49', 'JPY')).toBe('1877');
    expect(roundToCurrency('0.005', 'USD')).toBe('0.01');
    expect(roundToCurrency('7', 'USD')).toBe('7.00');
  });

  it('convert with a rate (units per unit of the source) and round once, at the end', () => {
    expect(convertAmount('50.00', '32.804', 'TWD')).toBe('1640.20');
    expect(convertAmount('12.5', '150.144', 'JPY')).toBe('1877');
    expect(convertAmount('1.005', '1', 'USD')).toBe('1.01'); // 1.005 is below 1.005 as a float
    expect(convertAmount('0.9312', '32.804', 'TWD', 2)).toBe('30.5471'); // per-unit prices keep two more places
    expect(convertAmount('-3.10', '32.804', 'TWD')).toBe('-101.69');
  });

  it('round a converted amount from its exact value, not from a value rounded to 20 digits first', () => {
    // 12345678901.499999999997 JPY is 12345678901; cut to 20 digits it reads …901.5 and rounds up.
    expect(convertAmount('4115226300.499999999999', '3', 'JPY')).toBe('12345678901');
    expect(new Decimal('4115226300.499999999999').times('3').toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0)).toBe('12345678902');
  });
});

describe('moneySchema', () => {
  it('takes an exact decimal string and a currency of the contract', () => {
    expect(moneySchema.parse({ amount: '-12.345678901234', currency: 'TWD' })).toEqual({ amount: '-12.345678901234', currency: 'TWD' });
    expect(moneySchema.safeParse({ amount: '1', currency: 'JPY' }).success).toBe(true);
  });

  it('refuses floats, exponents and other currencies', () => {
    expect(moneySchema.safeParse({ amount: 12.5, currency: 'USD' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: '1e3', currency: 'USD' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: '12.5', currency: 'EUR' }).success).toBe(false);
  });

  it('recognizes decimal strings', () => {
    expect(isDecimalString('0.000000000001')).toBe(true);
    expect(isDecimalString('1e-12')).toBe(false);
  });
});
