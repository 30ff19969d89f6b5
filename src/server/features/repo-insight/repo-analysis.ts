/**
 * The analysis process (built as dist/server/repo-analysis.js): fetches one repository whose
 * remote the server already checked and pinned, reads its facts, prints them as one JSON line
 * and exits. See analyse-apart.ts for why it runs apart from the server.
 *
 * stdin: { remote, workRoot, limits, now }. stdout: { commit, facts } or { failure, message }
 * (a GitFetchError: the repository could not be read within the rules or caps). Anything else
 * ends it with a non-zero code and the error on stderr.
 */
import {
  answer as write,
  GitFetchError,
  readRequest,
  withFetchedRepository,
} from '../../core/git/index.js';
import { analyzeRepository } from './analyze-repository.js';
import type { AnalysisRequest, AnalysisAnswer } from './analyse-apart.js';

const request = await readRequest<AnalysisRequest>();

let answer: AnalysisAnswer;
try {
  answer = await withFetchedRepository(
    request.remote,
    { allowLocal: false, workRoot: request.workRoot, limits: request.limits },
    async (repo) => ({
      commit: repo.commit,
      facts: await analyzeRepository(repo, new Date(request.now)),
    }),
  );
} catch (error) {
  if (!(error instanceof GitFetchError)) throw error;
  answer = { failure: error.failure, message: error.message };
}
write(answer);
