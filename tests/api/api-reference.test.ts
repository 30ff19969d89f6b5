/** The readable API reference beside the OpenAPI document: every route, within the CSP. */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';

const { app } = await createTestApp();

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
}

describe('GET /api/reference', () => {
  it('lists every route of /api/docs with its method, path and summary', async () => {
    const response = await app.inject({ url: '/api/reference' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;

    const document = (await app.inject({ url: '/api/docs' })).json<OpenApiDocument>();
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(routes.length).toBeGreaterThan(15);
    for (const { path, method, operation } of routes) {
      const id = `${method}-${path
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`;
      const article = new RegExp(`<article id="${id}">([\\s\\S]*?)</article>`).exec(page)?.[1];
      expect(article, `${method} ${path}`).toBeDefined();
      expect(article).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
      if (operation.summary) expect(article).toContain(escapeHtml(operation.summary));
    }
  });

  it('shows parameters, the request body and the responses with their rules', async () => {
    const page = (await app.inject({ url: '/api/reference' })).body;
    const bid = /<article id="post-api-projects-id-bids">([\s\S]*?)<\/article>/.exec(page)![1]!;
    // The path parameter, the body's fields with the spec's limits, and the 201 body.
    expect(bid).toMatch(/<code>id<\/code><\/td><td>path<\/td><td>integer<\/td><td>required/);
    expect(bid).toContain('<code>message</code> <span class="type">string</span>');
    expect(bid).toContain('length 20 to 5000');
    expect(bid).toMatch(/<summary><span class="status status-2xx">201<\/span> Created/);
    // The answer by its schema's name, linked to its fields under Schemas.
    expect(bid).toContain('<a href="#schema-Bid"><code>Bid</code></a>');
    expect(bid).toContain('<code>createBid</code> · needs a session');
    const schema = /<div class="named-schema" id="schema-Bid">([\s\S]*?)<\/div>/.exec(page)![1]!;
    expect(schema).toContain('<code>detailsHidden</code> <span class="type">boolean</span>');
    // Refusals by the one ApiError schema; the list's Link header.
    expect(bid).toMatch(
      /409<\/span>[^<]*<\/summary>\s*<p class="content-type">application\/json<\/p><p class="schema"><a href="#schema-ApiError">/,
    );

    const list = /<article id="get-api-projects">([\s\S]*?)<\/article>/.exec(page)![1]!;
    expect(list).toMatch(/<code>limit<\/code>.*≥ 1; ≤ 100; default 20/);
    expect(list).toContain(
      'array of <a href="#schema-ProjectListEntry"><code>ProjectListEntry</code></a>',
    );
    expect(list).toContain('<code>Link</code>');
    expect(list).toContain('<code>listProjects</code> · no session needed');

    const create = /<article id="post-api-projects">([\s\S]*?)<\/article>/.exec(page)![1]!;
    expect(create).toContain('<p class="content-type">multipart/form-data</p>');
    expect(create).toContain('<code>image</code> <span class="type">string (binary)</span>');
  });

  it('groups the operations by tag, one section each', async () => {
    const page = (await app.inject({ url: '/api/reference' })).body;
    const document = (await app.inject({ url: '/api/docs' })).json<OpenApiDocument>();
    const tags = new Set(
      Object.values(document.paths).flatMap((operations) =>
        Object.values(operations).map((operation) => operation.tags![0]!),
      ),
    );
    expect(tags).toEqual(
      new Set([
        'auth',
        'projects',
        'bids',
        'developers',
        'profile',
        'conversations',
        'payments',
        'milestones',
        'notifications',
        'reviews',
        'safety',
        'email',
        'saved-searches',
        'repo-insight',
        'ops',
        'disputes',
        'your-data',
        'development',
      ]),
    );
    for (const tag of tags) {
      const section = new RegExp(
        `<section aria-labelledby="tag-${tag}">([\\s\\S]*?)</section>`,
      ).exec(page)?.[1];
      expect(section, tag).toBeDefined();
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          if (operation.tags![0] !== tag) continue;
          expect(section).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
        }
      }
    }
  });

  it('stays within the CSP: no script, only its own stylesheet', async () => {
    const response = await app.inject({ url: '/api/reference' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script|\son[a-z]+=|style=/i);
    const references = [...response.body.matchAll(/\s(?:src|href)="([^"#]+)"/g)].map((m) => m[1]);
    expect(references).toEqual(['/api/reference.css', '/api/docs']);

    const css = await app.inject({ url: '/api/reference.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.method');
  });

  it('is not itself listed in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/docs' })).json<OpenApiDocument>();
    expect(Object.keys(document.paths)).not.toContain('/api/reference');
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
