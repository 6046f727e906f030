// The calendar of publish dates shown on the collaboration page (deals renders it under the
// package list; performance builds it). Until the performance part lands it shows nothing.
export function UpcomingCalendar() {
  return null;
}
