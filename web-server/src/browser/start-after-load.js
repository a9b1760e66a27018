/// <reference lib="dom" />
// A rendered page's start (page-hints.mjs, startAfterLoad): the host's entry and the scripts it
// needs at once are requested once the page has loaded and its first contentful paint is on
// screen. Written into every rendered page as it is: keep it short.
(function () {
  var script = document.currentScript;
  var entry = (script && script.getAttribute('data-entry')) || '';
  if (!entry) return;
  var preloads = ((script && script.getAttribute('data-preload')) || '').split(' ');
  // Three preloads a task: adding an element that starts a request takes a millisecond or more
  // of a phone-class CPU, and a dozen at once made one long task of the start.
  function start() {
    preloads.splice(0, 3).forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    if (preloads.length > 0) {
      setTimeout(start, 0);
      return;
    }
    var element = document.createElement('script');
    element.src = entry;
    document.head.appendChild(element);
  }
  var started = false;
  function afterPaint() {
    if (started) return;
    started = true;
    // Two frames after the first contentful paint was shown, then a task of its own.
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function afterLoad() {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return afterPaint();
    try {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) afterPaint();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      afterPaint();
    }
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
})();
