/// <reference lib="dom" />
// Sent with every page this server renders (page-hints.mjs), in place of the host's entry
// script. The page is already readable and its links work: its scripts are not requested until
// it has loaded (its stylesheets and photos) and painted, so they neither hold back its first
// paint nor take the bandwidth of its photos on a slow network. Then the host's entry (the
// script's data-entry) starts as on any page, and hydrates what the server rendered; the scripts
// it needs at once (data-preload, space-separated) are requested with it.
// A plain script with no module syntax: it runs before anything else of the site's code.
(function () {
  var script = document.currentScript;
  var entry = (script && script.getAttribute('data-entry')) || '';
  if (!entry) return;
  var preloads = ((script && script.getAttribute('data-preload')) || '').split(' ');
  function start() {
    // The scripts the entry needs at once, fetched together with it (preloads), not each
    // only once the one before it has run.
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
    // A frame callback runs just before the browser paints; the task it queues, just after.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
})();
