// What other features add beside each case video of a package (the reseller area's resale products,
// issue 12), so that the collaboration pages show it without importing those features: app/ fills
// the slot.
import { createContext, Suspense, useContext, type ComponentType } from 'react';

export type CaseVideoAction = ComponentType<{ videoId: string; title: string }>;

export const CaseVideoActionsSlot = createContext<CaseVideoAction | null>(null);

/** The extra actions for one case video; nothing when app/ provides none. */
export function CaseVideoActions({ videoId, title }: { videoId: string; title: string }) {
  const Action = useContext(CaseVideoActionsSlot);
  return Action ? (
    <Suspense fallback={null}>
      <Action videoId={videoId} title={title} />
    </Suspense>
  ) : null;
}
