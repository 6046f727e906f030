// The text colours the three writers (render-docx/pptx/pdf.ts) share: headings and rules in the
// accent, notes and footers muted. A file of its own so that the writers load nothing more with it.
export const ink = { accent: '#3b2f8f', muted: '#666666' };

/** A colour as Word and PowerPoint take it: hex digits without the #, upper case. */
export const officeColor = (color: string) => color.slice(1).toUpperCase();
