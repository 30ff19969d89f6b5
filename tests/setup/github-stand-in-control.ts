/**
 * The GitHub stand-in for the e2e server (issue 39): the e2e global setup starts it beside the
 * app, whose checks adapter reads it (`baseUrl`, and `repositoryOf` for the links a test named,
 * the seam the API tests use). Test files run in workers, not in the setup's process, so they say
 * what GitHub knows through a small control endpoint on loopback (`controlUrl`, given to them by
 * vitest's provide/inject): which GitHub repository a link is, and the check runs and statuses
 * of a commit. A link no test named is not on GitHub for the app: no check is read, and no
 * request leaves the machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { startGithubStandIn, type StandInRun, type StandInStatus } from './github-stand-in.js';

const NAME = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/);
const repositoryBody = z.object({ link: z.url(), owner: NAME, repo: NAME });
const checksBody = z.object({
  repository: z.string().regex(/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/),
  sha: z.string().regex(/^[0-9a-f]{40}$/),
  runs: z
    .array(
      z.object({
        name: z.string().min(1),
        status: z.enum(['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending']),
        conclusion: z.string().nullable(),
      }),
    )
    .default([]),
  statuses: z
    .array(
      z.object({
        context: z.string().min(1),
        state: z.enum(['error', 'failure', 'pending', 'success']),
      }),
    )
    .default([]),
});

/** The stand-in and its control endpoint, in the process that builds the app. */
export async function startControlledGithubStandIn() {
  const standIn = await startGithubStandIn();
  const repositories = new Map<string, { owner: string; repo: string }>();
  const control = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const answer = (status: number, body?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      };
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return answer(400, { message: 'The body is not JSON' });
      }
      const route = `${request.method} ${request.url}`;
      if (route === 'PUT /repositories') {
        const body = repositoryBody.safeParse(json);
        if (!body.success) return answer(400, { message: body.error.message });
        repositories.set(body.data.link, { owner: body.data.owner, repo: body.data.repo });
        return answer(204);
      }
      if (route === 'PUT /checks') {
        const body = checksBody.safeParse(json);
        if (!body.success) return answer(400, { message: body.error.message });
        const { repository, sha, runs, statuses } = body.data;
        standIn.set(repository, sha, { runs, statuses });
        return answer(204);
      }
      return answer(404, { message: `No ${route} here` });
    });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  return {
    baseUrl: standIn.baseUrl,
    controlUrl: `http://127.0.0.1:${port}`,
    repositoryOf: (link: string) => repositories.get(link) ?? null,
    async close() {
      control.closeAllConnections();
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await standIn.close();
    },
  };
}

/** What a test file (a worker) tells the stand-in, through its control endpoint. */
export function githubStandInControl(controlUrl: string) {
  const put = async (what: string, body: unknown) => {
    const response = await fetch(`${controlUrl}/${what}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 204) {
      throw new Error(
        `GitHub stand-in: PUT /${what} → ${response.status} ${await response.text()}`,
      );
    }
  };
  return {
    /** From now on the app's checks adapter takes `link` for GitHub's `owner/repo`. */
    nameRepository: (link: string, repository: `${string}/${string}`) => {
      const [owner, repo] = repository.split('/');
      return put('repositories', { link, owner, repo });
    },
    /** The check runs and statuses GitHub has for `sha` in `owner/repo`. */
    setChecks: (
      repository: `${string}/${string}`,
      sha: string,
      checks: { runs?: StandInRun[]; statuses?: StandInStatus[] },
    ) => put('checks', { repository, sha, ...checks }),
  };
}
