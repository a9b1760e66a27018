/// <reference lib="dom" />
// A rendered page's start (page-hints.mjs, startAfterLoad): the host's entry and the scripts it
// needs at once are requested once the page has loaded and painted. Sent as it is: keep it short.
(function () {
  var script = document.currentScript;
  var entry = (script && script.getAttribute('data-entry')) || '';
  if (!entry) return;
  var preloads = ((script && script.getAttribute('data-preload')) || '').split(' ');
  function start() {
    preloads.forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    var element = document.createElement('script');
    element.src = entry;
    document.head.appendChild(element);
  }
  function afterNextPaint() {
    // Just before the next paint, a task for just after it.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
})();
