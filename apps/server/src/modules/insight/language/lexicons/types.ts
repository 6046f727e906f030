// One lexicon entry: the word, its valence from -3 (very negative) to +3, and the emotions it tells.
import type { EmotionKey } from '@chorus/contract';

export type LexiconEntry = readonly [word: string, valence: number, ...emotions: EmotionKey[]];
