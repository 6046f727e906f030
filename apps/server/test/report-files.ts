// Reads a report file back as the tests of the reports area check it: the name the browser saves
// (RFC 5987 filename* first) and the XML parts of a .docx or .pptx.
import JSZip from 'jszip';
import { expect } from 'vitest';

export function fileNameOf(header: string | string[] | number | undefined): string {
  const value = String(header);
  const star = /filename\*=UTF-8''([^;]+)/.exec(value);
  return star ? decodeURIComponent(star[1]!) : /filename="([^"]+)"/.exec(value)![1]!;
}

/** The XML parts under `prefix` (word/, ppt/slides/), joined; at least one must be there. */
export async function xmlOf(body: Buffer, prefix: string): Promise<string> {
  const zip = await JSZip.loadAsync(body);
  const names = Object.keys(zip.files)
    .filter((n) => n.startsWith(prefix) && n.endsWith('.xml'))
    .sort();
  expect(names.length).toBeGreaterThan(0);
  return (await Promise.all(names.map((n) => zip.file(n)!.async('string')))).join('\n');
}
