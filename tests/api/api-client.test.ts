/**
 * A client generated from the served document, used as an integrator would (issue 26): the types
 * openapi-typescript makes of /api/docs (tests/api/generated/api.ts, compared with the document
 * here, so a drift fails) and a flow written with openapi-fetch against the listening app. The
 * flow type-checks under `tsc -b`: a renamed field, a body no longer documented or a list without
 * its Link header breaks it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import type { OpenAPIV3 } from 'openapi-types';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.js';
import type { paths } from './generated/api.js';
import { clientTypes, GENERATED_TYPES } from './support/client-types.js';

const { app } = await createTestApp();
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

/** A client with a cookie jar of its own: one signed-in user. */
function client() {
  const jar = new Map<string, string>();
  return createClient<paths>({
    baseUrl,
    fetch: async (request: Request) => {
      if (jar.size) {
        request.headers.set(
          'cookie',
          [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        );
      }
      const response = await fetch(request);
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        jar.set(name, value);
      }
      return response;
    },
  });
}

/** The cursor of the next page, from `Link: <…>; rel="next"`, or null on the last page. */
function nextCursor(response: Response): string | null {
  const link = response.headers.get('link');
  const target = link && /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
  return target ? new URL(target, baseUrl).searchParams.get('cursor') : null;
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

describe('a client generated from /api/docs', () => {
  it('has types that match the document the app serves', async () => {
    const document = (await app.inject({ url: '/api/docs' })).json<OpenAPIV3.Document>();
    const generated = await clientTypes(document);
    if (process.env.UPDATE_API_TYPES) writeFileSync(GENERATED_TYPES, generated);
    const committed = readFileSync(GENERATED_TYPES, 'utf8').split('\n');
    const lines = generated.split('\n');
    const first = lines.findIndex((line, index) => line !== committed[index]);
    // The first line that differs, so that a drift says where (a whole-file diff says nothing).
    expect(
      first === -1 && lines.length === committed.length
        ? null
        : { line: first + 1, generated: lines[first], committed: committed[first] },
      'tests/api/generated/api.ts differs from /api/docs: regenerate it (UPDATE_API_TYPES=1)',
    ).toBeNull();
  });

  it('registers, submits, bids, accepts, pays, talks and pages through projects', async () => {
    const owner = client();
    const finisher = client();

    // Register both sides: the session cookie comes back with the user.
    const name = unique();
    const registered = await owner.POST('/api/register', {
      body: {
        username: `owner${name}`,
        email: `owner${name}@example.com`,
        password: 'correct-horse-battery',
        role: 'creator',
      },
    });
    expect(registered.response.status).toBe(201);
    expect(registered.data?.role).toBe('creator');
    const developer = await finisher.POST('/api/register', {
      body: {
        username: `dev${name}`,
        email: `dev${name}@example.com`,
        password: 'correct-horse-battery',
        role: 'developer',
      },
    });
    expect(developer.data?.role).toBe('developer');

    // A project as JSON…
    const description = 'A client-generated project that needs its last features finished.';
    const asJson = await owner.POST('/api/projects', {
      body: {
        name: 'Typed client project',
        description,
        techStack: ['TypeScript'],
        timeframe: '3 weeks',
        budget: 800,
      },
    });
    expect(asJson.response.status).toBe(201);
    const project = asJson.data!;
    expect(project.status).toBe('open');

    // …and as a multipart form with its screenshot.
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2255aa' },
    })
      .png()
      .toBuffer();
    const asForm = await owner.POST('/api/projects', {
      body: {
        projectData: JSON.stringify({
          name: 'Typed multipart project',
          description,
          techStack: ['React'],
          codeLink: 'https://github.com/example/typed',
        }),
        image: new Blob([new Uint8Array(png)], { type: 'image/png' }),
      },
      bodySerializer(body) {
        const form = new FormData();
        if ('projectData' in body) {
          form.append('projectData', body.projectData);
          if (body.image) form.append('image', body.image, 'screenshot.png');
        }
        return form;
      },
    });
    expect(asForm.response.status).toBe(201);
    expect(asForm.data?.imageUrl).toMatch(/^\/uploads\//);

    // The developer bids; the owner accepts and opens the checkout.
    const bid = await finisher.POST('/api/projects/{id}/bids', {
      params: { path: { id: project.id } },
      body: { amount: 750, timeline: 14, message: 'I will finish it with tests in two weeks.' },
    });
    expect(bid.response.status).toBe(201);
    const bidId = bid.data!.id;
    const accepted = await owner.POST('/api/bids/{id}/accept', {
      params: { path: { id: bidId } },
    });
    expect(accepted.data?.project.status).toBe('in_progress');
    const checkout = await owner.POST('/api/bids/{id}/pay', { params: { path: { id: bidId } } });
    expect(checkout.response.status).toBe(200);
    expect(checkout.data?.checkoutUrl).toContain('checkout');
    const payment = await owner.GET('/api/payments/{id}', {
      params: { path: { id: checkout.data!.paymentId } },
    });
    expect(payment.data?.status).toBe('pending');

    // A conversation about the bid, and a message in its first thread.
    const channel = await finisher.POST('/api/bids/{id}/conversations', {
      params: { path: { id: bidId } },
    });
    const thread = channel.data!.threads[0]!;
    const sent = await finisher.POST('/api/threads/{id}/messages', {
      params: { path: { id: thread.id } },
      body: { content: 'Starting today.' },
    });
    expect(sent.response.status).toBe(201);
    expect(sent.data?.content).toBe('Starting today.');
    const read = await owner.GET('/api/threads/{id}/messages', {
      params: { path: { id: thread.id } },
    });
    expect(read.data?.map((message) => message.content)).toContain('Starting today.');

    // A refusal is the documented ApiError.
    const refused = await finisher.POST('/api/bids/{id}/accept', {
      params: { path: { id: bidId } },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.code).toBe('forbidden');

    // Page through the open projects one at a time, following Link: rel="next".
    await owner.POST('/api/projects', {
      body: { name: 'A third project', description, techStack: ['Go'], timeframe: '1 week' },
    });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await finisher.GET('/api/projects', {
        params: { query: { limit: 1, ...(cursor && { cursor }) } },
      });
      expect(page.response.status).toBe(200);
      expect(page.data!.length).toBeLessThanOrEqual(1);
      seen.push(...page.data!.map((card) => card.name));
      cursor = nextCursor(page.response) ?? undefined;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen).toEqual(['A third project', 'Typed multipart project']);
    expect(pages).toBe(2);

    // Signing out answers 204 without a body.
    const out = await owner.POST('/api/logout');
    expect(out.response.status).toBe(204);
    expect((await owner.GET('/api/user')).response.status).toBe(401);
    // About 25 requests over real HTTP and two password hashes: a second or two alone, more on
    // a machine busy with the rest of the suite.
  }, 60_000);
});
