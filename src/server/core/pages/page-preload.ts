/**
 * index.html for one page, naming that page's own code: a `<link rel="modulepreload">` per chunk
 * the page's route needs beyond the entry's, so the browser downloads them beside the entry's
 * `<script type="module">` instead of only after the entry has run and the router has asked for
 * them (one round trip less before the page answers; docs/decisions/performance.md). The build's
 * manifest (dist/web/.vite/manifest.json, from vite) says which files a page module needs. Pages
 * not listed get index.html as it is (with the notice every page shows, if any).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * The main pages and their modules (paths in src/web), as src/web/app/router.tsx declares them.
 * A module the manifest does not know is skipped: the page still works, without the preload.
 */
export const PAGE_MODULES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, 'app/routes/home-page.tsx'],
  [/^\/auth\/?$/, 'features/auth/routes/auth-page.tsx'],
  [/^\/developers\/?$/, 'features/developers/routes/developers-page.tsx'],
  [/^\/developers\/[^/]+\/?$/, 'app/routes/developer-profile-page.tsx'],
  [/^\/projects\/?$/, 'app/routes/browse-projects-page.tsx'],
  [/^\/projects\/\d+\/?$/, 'app/routes/project-detail-page.tsx'],
  [/^\/dashboard\/?$/, 'app/routes/dashboard/dashboard-page.tsx'],
];

/**
 * What a signed-in user's page runs as soon as it is hydrated (the socket), lazily so that
 * visitors never download it: preloaded too when the page is drawn for a signed-in user, so the
 * code is there when hydration ends instead of a round trip later (notifications connect sooner,
 * and the page is left alone sooner). Counted in the page's initial JavaScript (bench:bundle).
 */
export const SIGNED_IN_MODULES: readonly string[] = ['app/realtime-connection.tsx'];

/** A main page's index.html as drawn for a visitor, and for a signed-in user. */
export interface PageTemplates {
  visitor: string;
  signedIn: string;
}

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export interface PageHtml {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/** Every page that is not a main page: index.html as it is (with the notice, if any). */
const ANY_PAGE = 'index.html';

/**
 * Reads the build once per published index.html (a new build is seen at once). `notice` is HTML
 * put at the top of every page's body, outside the app's root (the sandbox banner): in the page
 * as it arrives, so nothing moves when the app starts.
 */
export function createPagePreloads(distDir: string, options: { notice?: string } = {}) {
  let built: { stamp: number; pages: Map<string, PageFile> } | null = null;

  function load() {
    const indexFile = path.join(distDir, 'index.html');
    const stamp = statSync(indexFile).mtimeMs;
    if (built?.stamp === stamp) return built.pages;
    const pages = new Map<string, PageFile>();
    const html = withNotice(readFileSync(indexFile, 'utf8'), options.notice);
    pages.set(ANY_PAGE, { html, signedInHtml: html, ...variants(html) });
    try {
      const manifest = JSON.parse(
        readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Record<string, ManifestChunk>;
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
      const already = entry ? closure(manifest, entry) : [];
      const signedIn = closureOf(manifest, SIGNED_IN_MODULES);
      const links = (files: string[]) =>
        [...new Set(files)]
          .filter((file) => !already.includes(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
      for (const [, module] of PAGE_MODULES) {
        const page = manifest[module];
        if (!page) continue;
        const own = closure(manifest, page);
        const withPage = withPreloads(html, links(own));
        pages.set(module, {
          html: withPage,
          signedInHtml: withPreloads(html, links([...own, ...signedIn])),
          ...variants(withPage),
        });
      }
    } catch {
      // No manifest (an older build): every page gets index.html as it is.
    }
    built = { stamp, pages };
    return pages;
  }

  const mainPageFor = (pathname: string) => {
    const module = PAGE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
    return module ? (load().get(module) ?? null) : null;
  };

  return {
    /** The page's HTML in the encoding the client takes: a main page's own, else index.html's. */
    htmlFor(pathname: string, encoding: 'br' | 'gzip' | null): PageHtml {
      const page = mainPageFor(pathname) ?? load().get(ANY_PAGE)!;
      return { body: page[encoding ?? 'identity'], encoding };
    },
    /** A main page's HTML as text, for the server to draw the page into (core/pages/page-render.ts). */
    templatesFor(pathname: string): PageTemplates | null {
      const page = mainPageFor(pathname);
      return page && { visitor: page.html, signedIn: page.signedInHtml };
    },
  };
}

/**
 * The page's preloads right after the entry's script and its own preloads (vite writes them at
 * the top of the head, before the inlined stylesheet), else at the end of the head.
 */
function withPreloads(html: string, links: string): string {
  const last = [
    ...html.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g),
  ].at(-1);
  if (last?.index === undefined) return html.replace('</head>', () => `${links}</head>`);
  const at = last.index + last[0].length;
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/** The notice right after the body's opening tag: before the app's root, which hydration owns. */
function withNotice(html: string, notice: string | undefined): string {
  return notice ? html.replace(/<body\b[^>]*>/, (tag) => `${tag}${notice}`) : html;
}

type Variants = Record<'br' | 'gzip' | 'identity', Buffer>;
type PageFile = Variants & { html: string; signedInHtml: string };

function variants(html: string): Variants {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The files of `modules` (paths in src/web) and every file they import, once each. */
export function closureOf(
  manifest: Record<string, ManifestChunk>,
  modules: readonly string[],
): string[] {
  const files = modules.flatMap((name) =>
    manifest[name] ? closure(manifest, manifest[name]) : [],
  );
  return [...new Set(files)];
}

/** A chunk's file and every file it imports, directly or not, in load order. */
export function closure(manifest: Record<string, ManifestChunk>, chunk: ManifestChunk): string[] {
  const files: string[] = [];
  const seen = new Set<ManifestChunk>();
  const visit = (current: ManifestChunk) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const key of current.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
    files.push(current.file);
  };
  visit(chunk);
  return files;
}
