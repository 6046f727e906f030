// The sign-in page's texts at run time: its markup names each text by key (data-t for the content,
// data-t-aria-label for an accessible name); build/sign-in-page.ts fills the same marks in the
// built HTML with the zh-TW texts, so the page has its final shape before any script runs.
import type { SignInKey, SignInTexts } from './sign-in-keys.ts';

/** i18next's interpolation as the locale files write it: `剩餘時間 {{time}}`. */
export function formatText(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Puts each marked element's text and accessible name in the page's language. */
export function applyTexts(root: ParentNode, texts: SignInTexts): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-t]')) element.textContent = texts[element.dataset.t as SignInKey];
  for (const element of root.querySelectorAll<HTMLElement>('[data-t-aria-label]')) {
    element.setAttribute('aria-label', texts[element.dataset.tAriaLabel as SignInKey]);
  }
}
