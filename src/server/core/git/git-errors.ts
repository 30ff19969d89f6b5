/**
 * Why a fetch ended without a repository. `refused`: a rule said no before anything was fetched
 * (the address, the transport, the link's form). The others: git was asked and the remote could
 * not be read within the caps. Each carries a sentence for people, naming the rule or the cap.
 */
export type GitFetchFailure =
  | 'refused'
  | 'unreachable'
  | 'not-a-repository'
  | 'no-such-ref'
  | 'too-large'
  | 'too-slow'
  | 'too-many-paths';

export class GitFetchError extends Error {
  constructor(
    readonly failure: GitFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'GitFetchError';
  }
}
