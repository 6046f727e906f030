// A section below the fold is drawn when the reader comes near it, not with the page (issue 24).
// On a phone the channel overview's charts and video tables lie one to three screens below the KPI
// figures; drawing them with the page cost the phone's main thread most of its long tasks (ECharts'
// evaluation and first drawing, the video tabs and cards) before anyone scrolled. The placeholder
// keeps the section's place, so the page's length and scroll bar stay as they will be.
//
// Drawn at once: when the section comes within half a screen of the view (scrolling, a jump, the
// browser restoring a scroll position), when the reader presses Tab anywhere (a keyboard reader
// reaches every section in order), before printing, and where the browser has no
// IntersectionObserver (tests in jsdom, old browsers).
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the view a section starts to be drawn: half a screen, so it is ready when reached. */
const AHEAD = '0px 0px 50% 0px';

type NearViewProps = {
  children: ReactNode;
  /** Shown until the section is drawn; of about the section's height. */
  placeholder: ReactNode;
  /** False while the section must still wait its turn (the page draws its sections one task apart). */
  ready?: boolean;
};

export function NearView({ children, placeholder, ready = true }: NearViewProps) {
  const near = useNearView();
  if (near.seen && ready) return children;
  // `data-deferred` says what the placeholder waits for (browser tests reveal every section through it).
  return (
    <div ref={near.ref} data-deferred={near.seen ? 'turn' : 'view'}>
      {placeholder}
    </div>
  );
}

function useNearView() {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen) return;
    const show = () => startTransition(() => setSeen(true));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') show();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: AHEAD });
    if (ref.current) observer.observe(ref.current);
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeprint', show);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeprint', show);
    };
  }, [seen]);
  return { ref, seen };
}
