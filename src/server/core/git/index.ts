/**
 * Reading a repository nobody vouched for with system git (docs/decisions/repo-insight.md,
 * "Fetching"): the remote's address checked and pinned, caps on bytes, time and paths, nothing
 * checked out, every temporary file removed.
 */
export {
  DEFAULT_FETCH_LIMITS,
  remoteHead,
  removeLeftovers,
  withFetchedRepository,
  type FetchedRepository,
  type FetchLimits,
  type FetchOptions,
} from './fetch-repository.js';
export { GitFetchError, type GitFetchFailure } from './git-errors.js';
export { isRegularFile, type TreeEntry } from './object-store.js';
export { answer, APART_HEAP_MB, readRequest, runApart } from './run-apart.js';
export {
  isGlobalAddress,
  pinRemote,
  type PinnedRemote,
  type RemoteRules,
} from './remote-address.js';
export {
  resolveRef,
  withFetchedCommits,
  type ChangedPath,
  type CommitSource,
  type FetchedCommits,
} from './fetch-commits.js';
