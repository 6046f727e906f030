// The one function of fontkit (pdfkit's font engine) the PDF writer calls: open a face of a font collection.
declare module 'fontkit' {
  export function create(data: Uint8Array, postscriptName?: string): unknown;
}
