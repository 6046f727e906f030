// Reads a report file back as the tests of the reports area check it: the name the browser saves
// (RFC 5987 filename* first), the XML parts of a .docx or .pptx, and a PDF's text layer (pdftotext).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
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

/** The text layer of the PDF at `file`, as pdftotext lays it out. */
export function pdfTextOf(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** The text layer of a PDF held in memory, written to a file in `scratch` first. */
export function pdfText(scratch: string, body: Buffer): string {
  const file = path.join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return pdfTextOf(file);
}

/** The text a report file shows, whatever its format: the Word or PowerPoint XML, or the PDF's text layer. */
export async function reportTextOf(scratch: string, body: Buffer, format: 'docx' | 'pptx' | 'pdf'): Promise<string> {
  if (format === 'pdf') return pdfText(scratch, body);
  return xmlOf(body, format === 'docx' ? 'word/document' : 'ppt/slides/slide');
}

/** The file options every report route takes and refuses alike, each with its field and the English message. */
export const badFileOptions: [query: string, field: string, message: string][] = [
  ['format=xlsx', 'format', 'This value is not valid.'],
  ['language=fr', 'language', 'This value is not valid.'],
  ['currency=EUR', 'currency', 'This value is not valid.'],
];
