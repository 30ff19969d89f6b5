/**
 * The evidence process (built as dist/server/evidence-analysis.js): resolves the baseline (when
 * not yet recorded) and the delivered ref to commits, fetches both from the remotes the server
 * already checked and pinned, reads them (read-commits.ts: the diff figures, the TODOs, the
 * tamper flags), prints the answer as one JSON line and exits. See read-apart.ts for why.
 *
 * stdin: EvidenceRequest. stdout: EvidenceAnswer (a GitFetchError is an answer: a repository or a
 * ref that could not be read within the rules or caps). Anything else ends it with a non-zero
 * code and the error on stderr.
 */
import {
  answer as write,
  GitFetchError,
  readRequest,
  resolveRef,
  withFetchedCommits,
} from '../../core/git/index.js';
import type { EvidenceAnswer, EvidenceRequest } from './read-apart.js';
import { readCommits } from './read-commits.js';

const request = await readRequest<EvidenceRequest>();
// The remotes are pinned: nothing is looked up or checked again here.
const options = { allowLocal: false, workRoot: request.workRoot, limits: request.limits };

let baseCommit = request.base.commit;
let headCommit: string | null = null;
let side: 'base' | 'head' = 'base';
let answer: EvidenceAnswer;
try {
  baseCommit ??= await resolveRef(request.base.remote, options, null);
  side = 'head';
  headCommit = await resolveRef(request.head.remote, options, request.head.ref);
  const facts = await withFetchedCommits(
    {
      base: { link: request.base.remote, commit: baseCommit },
      head: { link: request.head.remote, commit: headCommit },
    },
    options,
    readCommits,
  );
  answer = { baseCommit, headCommit, facts };
} catch (error) {
  if (!(error instanceof GitFetchError)) throw error;
  answer = { failure: error.failure, message: error.message, side, baseCommit, headCommit };
}
write(answer);
