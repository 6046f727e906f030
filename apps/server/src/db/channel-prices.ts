// The six price columns of `channels` (USD, NUMERIC): read as text so that they stay exact.
export const CHANNEL_PRICE_COLUMNS = [
  'midroll_price',
  'midroll_price_min',
  'midroll_price_max',
  'sponsored_price',
  'sponsored_price_min',
  'sponsored_price_max',
] as const;

export type ChannelPrices = Record<(typeof CHANNEL_PRICE_COLUMNS)[number], string | null>;
