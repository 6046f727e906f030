// Hands a file made in the browser (a CSV export) or fetched (a spec 7 download) to the browser's
// download, under the given name.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a while later rather than at once, so the browser has begun reading the file first.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
