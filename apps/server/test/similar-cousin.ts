// A channel against its "cousin", worked out by hand (factor weights: tags 0.3, language, country, age
// and length 0.15 each, size 0.1): a third of the tags shared, the same language, countries 0.6 alike,
// ages and lengths half, 10k against 100k subscribers half: 0.1 + 0.15 + 0.09 + 0.075 + 0.075 + 0.05 = 54.
// The similarity test and the similar route test each build such a pair and expect these parts.
export const cousinParts = [
  { factor: 'tags', score: 33, weight: 30 },
  { factor: 'language', score: 100, weight: 15 },
  { factor: 'country', score: 60, weight: 15 },
  { factor: 'age', score: 50, weight: 15 },
  { factor: 'length', score: 50, weight: 15 },
  { factor: 'size', score: 50, weight: 10 },
];
