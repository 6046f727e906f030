// The audience-interest setting's checks (spec 5: exactly twelve video ids), as i18n keys.
import { INTEREST_VIDEO_COUNT } from '@chorus/contract';

const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;

/** A video id from an id or a YouTube link (watch?v=, youtu.be/, shorts/, live/, embed/). */
export function videoIdOf(text: string): string {
  const value = text.trim();
  const match = /(?:[?&]v=|youtu\.be\/|\/shorts\/|\/live\/|\/embed\/)([A-Za-z0-9_-]{11})/.exec(value);
  return match ? match[1]! : value;
}

/** Per field an i18n key, plus one for the list as a whole. */
export function interestProblems(ids: readonly string[]): { fields: (string | null)[]; list: string | null } {
  const seen = new Map<string, number>();
  ids.forEach((id) => seen.set(id, (seen.get(id) ?? 0) + 1));
  const fields = ids.map((id) => {
    if (!id) return 'messages:validation.videoIdRequired';
    if (!videoIdPattern.test(id)) return 'analytics:interest.badId';
    if ((seen.get(id) ?? 0) > 1) return 'messages:validation.duplicateVideoIds';
    return null;
  });
  const filled = ids.filter(Boolean).length;
  const list = filled !== INTEREST_VIDEO_COUNT ? 'messages:validation.twelveVideoIds' : fields.some(Boolean) ? 'analytics:interest.fixFields' : null;
  return { fields, list };
}
