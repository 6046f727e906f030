// What the server's draw of a first view and the browser's first draw share (render.tsx, main.tsx).
import type { Language } from '@chorus/contract';
import type { DehydratedState } from '../app/query-client.ts';

/** A page to draw: its address, the language to start in (the browser's), the reader's time zone and window width. */
export type FirstViewJob = { url: string; language: Language; timeZone: string; width: number };

/** An API call of the draw, answered by the server in the reader's name (reads only). */
export type ApiCall = { method: string; url: string; headers: Record<string, string>; body?: string };
export type ApiAnswer = { status: number; headers: Record<string, string>; body: string };

/** What the browser needs to draw the same view over the markup. */
export type FirstViewState = {
  language: Language;
  /** The reader's zone's offset from UTC when drawn, in minutes east (the browser compares its own: cheaper than its zone's name). */
  utcOffset: number;
  width: number;
  queries: DehydratedState;
};

export type FirstView = {
  /** The markup of #root. */
  markup: string;
  /** <style> elements for the head: the markup's styles, as Emotion finds them in the browser. */
  styles: string;
  state: FirstViewState;
};

/** The id of the page's <script type="application/json"> holding the state. */
export const FIRST_VIEW_STATE_ID = 'chorus-first-view';

/** The state as the text of that element: JSON that cannot end the element early. */
export const stateScriptText = (state: FirstViewState): string => JSON.stringify(state).replace(/</g, '\\u003c');

/** The state the server drew this page with, if it did. */
export function readFirstViewState(document: Document): FirstViewState | null {
  const text = document.getElementById(FIRST_VIEW_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstViewState;
  } catch {
    return null;
  }
}
