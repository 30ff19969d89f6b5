/**
 * The server's side of the pages it draws (core/pages/page-render.ts, core/pages/web.ts), with a stand-in for
 * the web app's renderer in the build folder: the renderer is lent the API as the visitor, its
 * page goes into index.html's root with the state after it, and what it declines, throws or
 * redirects is handled. The real renderer is exercised by tests/e2e/server-drawn.test.ts.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'finishline-render-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  [
    '<!doctype html><html><head><title>Finishline</title>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body>',
    '<div id="root">\n  <!--page--><header>frame</header><!--/page-->\n</div></body></html>',
  ].join(''),
);
mkdirSync(path.join(distDir, '.vite'));
writeFileSync(
  path.join(distDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    'app/routes/project-detail-page.tsx': { file: 'assets/detail-1.js', isDynamicEntry: true },
    'app/routes/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-1.js' },
    'app/realtime-connection.tsx': { file: 'assets/realtime-1.js', imports: ['_socket.js'] },
    '_socket.js': { file: 'assets/socket-1.js' },
  }),
);
// The stand-in draws who the API says is signed in, and the zone it was given.
mkdirSync(path.join(distDir, '.render'));
writeFileSync(
  path.join(distDir, '.render', 'entry-server.js'),
  `export const createPageRenderer = (scope) => (request) =>
    scope.run(request, async () => {
      if (request.url === '/projects/1') throw new Error('the renderer failed');
      if (request.url === '/projects/2') return null;
      if (request.url === '/projects/4') return { notFound: true };
      const { user } = await (await scope.getStore().api('/api/session')).json();
      if (request.url === '/dashboard' && !user) return { redirect: '/auth?next=%2Fdashboard' };
      return {
        status: 200,
        personal: Boolean(user),
        html: '<main>' + (user ? user.username : 'visitor') + ' in ' + request.timeZone + '</main>',
        stateScript: '<script type="application/json" id="page-state">{}</script>',
      };
    });`,
);

const t = await createTestApp({ config: { webDistDir: distDir } });
const html = { accept: 'text/html' };

describe('pages drawn on the server', () => {
  it("draws a visitor's page into the root, with its state and its script", async () => {
    const page = await t.app.inject({ url: '/projects/3', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['vary']).toBe('Accept-Encoding, Cookie');
    // The root holds the drawn page and nothing else (hydration expects exactly that).
    expect(page.body).toContain('<div id="root"><main>visitor in UTC</main></div>');
    expect(page.body).not.toContain('frame');
    expect(page.body).toContain(
      '<main>visitor in UTC</main></div><script type="application/json" id="page-state">{}</script></body>',
    );
    // The entry, and the page's own code preloaded beside it.
    expect(page.body).toContain(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/detail-1.js"></head>',
    );
    // The sandbox's notice is on the drawn page too, before the root (hydration's own).
    expect(page.body).toMatch(/<body><aside class="sandbox-banner"[^]*<\/aside><div id="root">/);

    const br = await t.app.inject({
      url: '/projects/3',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
  });

  it("asks the API as the visitor, and keeps a signed-in user's page out of every cache", async () => {
    const member = await t.signUp();
    const page = await t.app.inject({
      url: '/projects/3',
      headers: { ...html, cookie: `${member.cookie}; tz=Asia/Kolkata` },
    });
    expect(page.body).toContain(`<main>${member.user.username} in Asia/Kolkata</main>`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    // The socket's code, which a signed-in page runs once hydrated, comes along with the page's
    // own (each file once); a visitor's page names none of it.
    expect(page.body).toContain(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        ['detail-1', 'socket-1', 'realtime-1']
          .map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}.js">`)
          .join('') +
        '</head>',
    );
    const visitor = await t.app.inject({ url: '/projects/3', headers: html });
    expect(visitor.body).not.toContain('socket-1');
  });

  it('draws in UTC when the zone cookie is not a time zone', async () => {
    for (const zone of ['Mars/Olympus_Mons', '', 'x'.repeat(100), '%3Cscript%3E']) {
      const page = await t.app.inject({
        url: '/projects/3',
        headers: { ...html, cookie: `tz=${zone}` },
      });
      expect(page.body, zone).toContain('<main>visitor in UTC</main>');
    }
  });

  it('sends a visitor on to sign in when the renderer says so', async () => {
    const page = await t.app.inject({ url: '/dashboard', headers: html });
    expect(page.statusCode).toBe(302);
    expect(page.headers['location']).toBe('/auth?next=%2Fdashboard');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('sends the page undrawn when the renderer declines or fails', async () => {
    const declined = await t.app.inject({ url: '/projects/2', headers: html });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('<header>frame</header>');
    expect(declined.body).not.toContain('page-state');

    t.expectServerErrors();
    const failed = await t.app.inject({ url: '/projects/1', headers: html });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<header>frame</header>');
    expect(t.serverLog().join('\n')).toContain('A page could not be drawn on the server');
  });

  it('leaves the page undrawn when what it shows does not exist', async () => {
    const missing = await t.app.inject({ url: '/projects/4', headers: html });
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toContain('<header>frame</header>');
    expect(missing.body).not.toContain('page-state');
  });

  it('never serves the renderer itself', async () => {
    for (const url of ['/.render/entry-server.js', '/%2Erender/entry-server.js'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });
});

describe('the log of a page drawn on the server', () => {
  it('has one line, with the page’s request id, and none for the API calls it made', async () => {
    const logged = await createTestApp({ config: { webDistDir: distDir }, logLevel: 'info' });
    const page = await logged.app.inject({
      url: '/projects/3',
      headers: { ...html, 'x-request-id': 'page-render-1' },
    });
    expect(page.body).toContain('<main>visitor in UTC</main>');
    expect(page.headers['x-request-id']).toBe('page-render-1');
    const lines = logged
      .serverLog()
      .map((line) => JSON.parse(line) as { msg: string; reqId?: string; req?: { url: string } });
    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests.map((line) => [line.req?.url, line.reqId])).toEqual([
      ['/projects/3', 'page-render-1'],
    ]);
  });
});
