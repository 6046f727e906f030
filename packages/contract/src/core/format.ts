// Short-scale numbers and masking (spec 9).

const scales = [
  { value: 1e12, suffix: 'T' },
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
] as const;

/** 1234 → "1.2K", 1_500_000 → "1.5M"; one decimal, trailing ".0" dropped; below 1000 unchanged. */
export function shortScale(value: number): string {
  if (!Number.isFinite(value)) return '–';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (let i = 0; i < scales.length; i++) {
    const scale = scales[i]!;
    if (abs >= scale.value) {
      const rounded = Math.round((abs / scale.value) * 10) / 10;
      // 999,950 rounds to 1000.0K: carry to the next larger suffix.
      const larger = scales[i - 1];
      if (rounded >= 1000 && larger) return `${sign}${trim(Math.round((abs / larger.value) * 10) / 10)}${larger.suffix}`;
      return `${sign}${trim(rounded)}${scale.suffix}`;
    }
  }
  const rounded = Math.round(abs * 10) / 10;
  // 999.96 rounds to 1000: that is "1K". A value that rounds to zero has no sign ("-0").
  if (rounded >= 1000) return `${sign}1K`;
  return rounded === 0 ? '0' : `${sign}${trim(rounded)}`;
}

function trim(n: number): string {
  return n.toFixed(1).replace(/\.0$/, '');
}

/** Stars over the first three characters: "A123456789" → "***3456789". */
export function mask(value: string | null | undefined): string {
  if (!value) return '';
  const chars = [...value];
  return chars.map((c, i) => (i < 3 ? '*' : c)).join('');
}
