// The shapes the web's server build (apps/web/src/first-view/render.tsx, its first-view-state.ts)
// takes and gives, as this side uses them. The server does not compile the web's sources; a draw
// that answers otherwise fails, and the plain page is sent (first-view-page.ts).

/** A page to draw: its address, the language to start in, the reader's time zone and window width. */
export type FirstViewJob = { url: string; language: 'zh-TW' | 'ja' | 'en'; timeZone: string; width: number };

/** An API call of the draw (answered here in the reader's name), and its answer. */
export type ApiCall = { method: string; url: string; headers: Record<string, string>; body?: string };
export type ApiAnswer = { status: number; headers: Record<string, string>; body: string };

export type FirstView = {
  /** The markup of #root. */
  markup: string;
  /** <style> elements for the head. */
  styles: string;
  /** What the browser draws its first view from: its language and the answers (JSON, safe in a script element). */
  stateText: string;
  language: string;
};

/** The draw a worker runs: the web's server build, loaded from `bundle`. */
export type DrawJob = { bundle: string; job: FirstViewJob };
