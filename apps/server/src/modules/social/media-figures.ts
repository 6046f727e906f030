// A medium's figures, as every table and answer of the area carries them.
import { socialMediaFigures, type SocialMediaFigure } from '@chorus/contract';

export type MediaFigureValues = Record<SocialMediaFigure, number | null>;

/** The figures of a row or snapshot, and nothing else of it. */
export function figuresOf(m: MediaFigureValues): MediaFigureValues {
  return Object.fromEntries(socialMediaFigures.map((f) => [f, m[f]])) as MediaFigureValues;
}
