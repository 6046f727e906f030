// Dates of the editing requests in the reader's language: a due date is a calendar day (no time zone
// moves it), an instant is shown in the reader's time.
export function formatDate(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
