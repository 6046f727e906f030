// A worker the app starts first (public/first-view-start.js on a page the server drew, main.tsx
// otherwise): it sets up the browser's internationalisation data for the app's languages and ends.
// The first number or date format of a page loads that data (ICU's, shared by the page's threads),
// about 20 ms of a desktop CPU and 80 ms of a phone's; done here, it is no longer done in the middle
// of the page's first draw on the main thread, where it held up the reader's first click (issue 24).
/* global close */
var languages = ['zh-TW', 'ja', 'en'];
for (var i = 0; i < languages.length; i++) {
  new Intl.NumberFormat(languages[i], { maximumFractionDigits: 1 }).format(1234.5);
  new Intl.NumberFormat(languages[i], { style: 'percent' }).format(0.5);
  new Intl.DateTimeFormat(languages[i], { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  new Intl.DateTimeFormat(languages[i], { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(0);
  new Intl.DateTimeFormat(languages[i], { dateStyle: 'medium', timeStyle: 'short' }).format(0);
}
close();
