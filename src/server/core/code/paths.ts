/**
 * What a repository's path is, for every feature that reads code (repo-insight's snapshot,
 * delivery-evidence's flags): a test file, a CI configuration, a line with a TODO-like marker.
 */

/** A TODO-like marker (a snapshot's TODOs; a delivery's what is left). */
export const TODO = /\b(TODO|FIXME|HACK|XXX)\b/;

/** A test file's path (a snapshot's tests; a delivery's tamper flags). */
export const TEST_PATH =
  /(^|\/)(tests?|__tests__|specs?|e2e)\/|\.(test|spec)\.[cm]?[jt]sx?$|_test\.(go|py|rb|exs)$|(^|\/)test_[^/]+\.py$|_spec\.rb$|(Test|Tests|IT)\.(java|kt|cs)$|Test\.php$/;

/** CI configuration files by service (a snapshot's CI; a delivery's tamper flags). */
export const CI: [RegExp, string][] = [
  [/^\.github\/workflows\/[^/]+\.ya?ml$/, 'GitHub Actions'],
  [/^\.gitlab-ci\.ya?ml$/, 'GitLab CI'],
  [/^\.circleci\/config\.ya?ml$/, 'CircleCI'],
  [/^\.travis\.ya?ml$/, 'Travis CI'],
  [/^azure-pipelines\.ya?ml$/, 'Azure Pipelines'],
  [/^Jenkinsfile$/, 'Jenkins'],
  [/^bitbucket-pipelines\.ya?ml$/, 'Bitbucket Pipelines'],
  [/^\.drone\.ya?ml$/, 'Drone'],
  [/^\.?appveyor\.ya?ml$/, 'AppVeyor'],
  [/^\.buildkite\//, 'Buildkite'],
  [/^\.woodpecker(\.ya?ml|\/)/, 'Woodpecker'],
];
