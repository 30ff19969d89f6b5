/**
 * A local stand-in of GitHub's REST API for the checks adapter: the two endpoints it reads, with
 * GitHub's payloads (fields as the API documents them), on a loopback port. Tests set what each
 * commit's check runs and statuses are; anything else is GitHub's 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRun {
  name: string;
  status: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
  conclusion: string | null;
}
export interface StandInStatus {
  context: string;
  state: 'error' | 'failure' | 'pending' | 'success';
}

const NOT_FOUND = {
  message: 'Not Found',
  documentation_url: 'https://docs.github.com/rest',
  status: '404',
};

export async function startGithubStandIn() {
  const commits = new Map<string, { runs: StandInRun[]; statuses: StandInStatus[] }>();
  const requests: { path: string; authorization: string | undefined }[] = [];
  let failNext = 0;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({ path: url.pathname, authorization: request.headers.authorization });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (failNext > 0) {
      failNext -= 1;
      return send(500, { message: 'Server Error' });
    }
    const match = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([0-9a-f]{40})\/(check-runs|status)$/.exec(
      url.pathname,
    );
    const commit = match ? commits.get(`${match[1]}/${match[2]}@${match[3]}`) : undefined;
    if (!match || request.method !== 'GET') return send(404, NOT_FOUND);
    const [, owner, repo, sha] = match;
    const runs = commit?.runs ?? [];
    const statuses = commit?.statuses ?? [];
    const repository = {
      id: 1296269,
      name: repo,
      full_name: `${owner}/${repo}`,
      owner: { login: owner, id: 1, type: 'User' },
      private: false,
      html_url: `https://github.com/${owner}/${repo}`,
    };
    if (match[4] === 'check-runs') {
      return send(200, {
        total_count: runs.length,
        check_runs: runs.map((run, index) => ({
          id: 4 + index,
          head_sha: sha,
          node_id: `MDg6Q2hlY2tSdW40${index}`,
          external_id: '',
          url: `https://api.github.com/repos/${owner}/${repo}/check-runs/${4 + index}`,
          html_url: `https://github.com/${owner}/${repo}/runs/${4 + index}`,
          details_url: `https://github.com/${owner}/${repo}/actions/runs/${4 + index}`,
          status: run.status,
          conclusion: run.conclusion,
          started_at: '2026-11-01T10:00:00Z',
          completed_at: run.status === 'completed' ? '2026-11-01T10:02:00Z' : null,
          output: {
            title: null,
            summary: null,
            text: null,
            annotations_count: 0,
            annotations_url: '',
          },
          name: run.name,
          check_suite: { id: 5 },
          app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
          pull_requests: [],
        })),
      });
    }
    // GitHub's combined state: failure if any failed or errored, pending if any pending or
    // none at all, else success.
    const state = statuses.some((s) => s.state === 'failure' || s.state === 'error')
      ? 'failure'
      : statuses.length === 0 || statuses.some((s) => s.state === 'pending')
        ? 'pending'
        : 'success';
    return send(200, {
      state,
      statuses: statuses.map((status, index) => ({
        url: `https://api.github.com/repos/${owner}/${repo}/statuses/${sha}`,
        avatar_url: 'https://github.com/images/error/hubot_happy.gif',
        id: 1 + index,
        node_id: `MDY6U3RhdHVzMQ${index}`,
        state: status.state,
        description: 'Build has completed successfully',
        target_url: `https://ci.example.com/${owner}/${repo}/${index}`,
        context: status.context,
        created_at: '2026-11-01T10:00:00Z',
        updated_at: '2026-11-01T10:02:00Z',
      })),
      sha,
      total_count: statuses.length,
      repository,
      commit_url: `https://api.github.com/repos/${owner}/${repo}/commits/${sha}`,
      url: `https://api.github.com/repos/${owner}/${repo}/commits/${sha}/status`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    set(
      repository: string,
      sha: string,
      checks: { runs?: StandInRun[]; statuses?: StandInStatus[] },
    ) {
      commits.set(`${repository}@${sha}`, {
        runs: checks.runs ?? [],
        statuses: checks.statuses ?? [],
      });
    },
    failNextRequests(count: number) {
      failNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
