/**
 * The app's script, asked for once the page is on screen (docs/decisions/performance.md, "The
 * script after the first paint"). A main page arrives drawn by the server and index.html paints
 * the page frame, so no script is needed for the first paint; downloaded before it, the script
 * only takes the phone's link and CPU from it.
 *
 * A classic script, not a module (it imports nothing): the build (vite.config.ts,
 * `startAfterFirstPaint`) puts it in index.html as `<script defer data-modules="entry a b">` in
 * place of the entry's `<script type="module">` and its `<link rel="modulepreload">`s, and the
 * server adds a main page's own modules to the list (server/core/pages/page-preload.ts).
 */
{
  const [entry, ...imports] = (document.currentScript?.dataset.modules ?? '').split(' ');

  const start = () => {
    // Every file at once: the entry's imports are not found one level at a time.
    for (const file of imports) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry!;
    document.head.append(script);
  };

  // A frame callback runs just before the next paint; a task it queues, just after it. A tab
  // opened in the background paints nothing until shown, so it starts at once.
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
  else start();
}
