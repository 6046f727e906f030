// Starts the app's scripts on a page the server drew (issue 24: apps/server/src/http/first-view/),
// once that page is on screen: its scripts only make it interactive, and on a phone's network they
// are most of the page's bytes, which should not stand between the reader and the figures. The
// server names the entry and the modules it imports (this script's data attributes); they are asked
// for together, right after the first frame is painted.
/* global Worker */
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    // The languages' data, set up off the main thread while the scripts download (intl-warm-up.js).
    try {
      new Worker('/intl-warm-up.js');
    } catch {
      // Without workers the page's first format sets the data up, as it would anyway.
    }
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }
  // A frame's callback runs before its paint; a task queued from it runs after.
  window.requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
