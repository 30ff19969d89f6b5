// Asked by lib/time-zone.ts: the browser's time zone, read off the page's thread (Intl's first
// use loads its locale data, tens of milliseconds of one task).
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
