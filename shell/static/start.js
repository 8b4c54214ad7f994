// Starts the page's scripts (data-scripts: main.js) once its server-rendered HTML is on screen. The
// head preloads them, so they download alongside the CSS; run before the first paint (as a deferred
// script is, when it arrives first) they held that paint back by the federation runtime's evaluation,
// ~50 ms on a phone. A plain script, not bundled: it must be small and run before anything else.
(function () {
  var scripts = (document.currentScript.getAttribute('data-scripts') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < scripts.length; i++) {
      if (!scripts[i]) continue;
      var script = document.createElement('script');
      script.src = scripts[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A page the server left empty (the staff screens) has nothing to paint first: it starts at once.
  var root = document.getElementById('root');
  var rendered = root !== null && root.firstElementChild !== null;
  var canObserve = 'PerformanceObserver' in window && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!rendered || !canObserve) return start();
  // The first paint's entry is reported once the frame is on screen (after it, not when it is drawn).
  new PerformanceObserver(function (_list, observer) {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A page opened in a background tab paints nothing until it is shown: start it anyway.
  setTimeout(start, 3000);
})();
