import { AlertTriangle, GitCommitHorizontal, RefreshCw } from 'lucide-react';
import type { RepoInsight } from '@shared/contract/repo-insight';
import { stackShare } from '@shared/contract/repo-insight-rules';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { RelativeTime } from '@web/components/ui/relative-time';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { formatAge, joinNaturally } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useRefreshRepoInsight, useRepoInsight } from '../api/insight';
import { lineLink } from './line-links';

/** The bar's colours, largest language first; the rest share the last. */
const BAR_COLOURS = ['bg-primary', 'bg-accent', 'bg-warning', 'bg-success', 'bg-hero'];
const OTHER_COLOUR = 'bg-muted-foreground';
const TODOS_SHOWN = 8;

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const percent = (share: number) =>
  share >= 0.995 ? '100%' : share < 0.001 ? '<0.1%' : `${(share * 100).toFixed(1)}%`;

/**
 * The project page's "Repository" card (issue 38): what was read from the code link at one
 * commit, before anyone bids. Its owner may ask for a fresh read.
 */
export function RepositoryCard({
  projectId,
  techStack,
  isOwner,
}: {
  projectId: number;
  techStack: readonly string[];
  isOwner: boolean;
}) {
  const insight = useRepoInsight(projectId);
  if (insight.error instanceof ApiError && insight.error.code === 'not_found') return null;

  return (
    <Card data-testid="repository-card">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold leading-snug">Repository</h2>
          <p className="text-sm text-muted-foreground">
            Read from the code link, not typed by the owner.
          </p>
        </div>
        {isOwner && insight.data && <RefreshButton projectId={projectId} insight={insight.data} />}
      </CardHeader>
      <CardContent>
        {insight.isPending ? (
          <Skeleton className="h-32" />
        ) : insight.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(insight.error, 'Could not load the repository snapshot.')}
          </p>
        ) : (
          <InsightBody insight={insight.data} techStack={techStack} isOwner={isOwner} />
        )}
      </CardContent>
    </Card>
  );
}

function RefreshButton({ projectId, insight }: { projectId: number; insight: RepoInsight }) {
  const refresh = useRefreshRepoInsight(projectId);
  const reading = insight.status === 'pending' || refresh.isPending;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={reading}
      onClick={() =>
        refresh.mutate(undefined, {
          onError: (error) => toast.error(errorMessage(error, 'Could not refresh the snapshot.')),
        })
      }
    >
      {reading ? <Spinner /> : <RefreshCw aria-hidden />}
      {reading ? 'Reading…' : 'Refresh'}
    </Button>
  );
}

function InsightBody({
  insight,
  techStack,
  isOwner,
}: {
  insight: RepoInsight;
  techStack: readonly string[];
  isOwner: boolean;
}) {
  const problem = insight.status === 'failed' || insight.status === 'refused';
  return (
    <div className="space-y-5">
      {insight.status === 'unread' && (
        <p role="status" className="text-sm text-muted-foreground">
          This repository has not been read yet.
          {isOwner ? ' Refresh to read it now.' : ' Its owner can have it read.'}
        </p>
      )}
      {insight.status === 'pending' && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {insight.commit
            ? 'Reading the repository again…'
            : 'Reading the repository… this takes a few seconds.'}
        </p>
      )}
      {problem && (
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-warning bg-warning-soft p-3 text-sm"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <div>
            <p className="font-semibold">
              {insight.status === 'refused'
                ? 'This code link is not read.'
                : 'The repository could not be read.'}
            </p>
            <p className="mt-1">{insight.error}</p>
            {insight.commit && (
              <p className="mt-1 text-muted-foreground">Showing the last snapshot that was read.</p>
            )}
          </div>
        </div>
      )}
      {insight.commit && <Facts insight={insight} techStack={techStack} />}
    </div>
  );
}

function Facts({ insight, techStack }: { insight: RepoInsight; techStack: readonly string[] }) {
  const languages = insight.languages ?? [];
  const shown = languages.slice(0, BAR_COLOURS.length);
  const otherShare = languages.slice(BAR_COLOURS.length).reduce((sum, l) => sum + l.share, 0);
  const segments = [
    ...shown.map((language, index) => ({ ...language, colour: BAR_COLOURS[index]! })),
    ...(otherShare > 0
      ? [{ name: 'Other', share: otherShare, bytes: 0, colour: OTHER_COLOUR }]
      : []),
  ];
  const matching = languages.length > 0 ? stackShare(languages, techStack) : 1;
  const tests = insight.tests!;
  const todos = insight.todos!;
  const checklist = insight.checklist!;
  const manifests = insight.manifests ?? [];

  return (
    <>
      {segments.length > 0 ? (
        <div>
          <div
            className="flex h-2.5 overflow-hidden rounded-full bg-muted"
            role="img"
            aria-label={`Languages: ${segments.map((s) => `${s.name} ${percent(s.share)}`).join(', ')}`}
          >
            {segments.map((segment) => (
              <span
                key={segment.name}
                className={segment.colour}
                style={{ width: `${segment.share * 100}%` }}
              />
            ))}
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {segments.map((segment) => (
              <li key={segment.name} className="inline-flex items-center gap-1.5">
                <span aria-hidden className={`size-2.5 rounded-full ${segment.colour}`} />
                <span className="font-medium">{segment.name}</span>
                <span className="text-muted-foreground">{percent(segment.share)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          No source code in a known language was found.
        </p>
      )}
      {matching < 0.5 && (
        <p
          className="rounded-md border border-border bg-muted p-3 text-sm"
          data-testid="stack-mismatch"
        >
          The code is mostly {joinNaturally(languages.slice(0, 2).map((l) => l.name))}, which the
          listed tech stack ({techStack.join(', ')}) does not name.
        </p>
      )}

      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact term="Size">
          {count(insight.lines!, 'line')} of code in {count(insight.files!, 'file')}
        </Fact>
        <Fact term="Tests">
          {tests.files > 0
            ? `${count(tests.files, 'test file')}${tests.frameworks.length ? ` (${joinNaturally(tests.frameworks)})` : ''}`
            : 'No test files found'}
        </Fact>
        <Fact term="CI">
          {insight.ci!.length > 0 ? joinNaturally(insight.ci!) : 'None configured'}
        </Fact>
        <Fact term="Last commit">
          {formatAge(insight.lastCommitAt!)}
          {insight.commits90d! > 0 &&
            ` · ${count(insight.commits90d!, 'commit')} by ${count(insight.authors90d!, 'author')} in 90 days`}
        </Fact>
        <Fact term="Dependencies">
          {manifests.length > 0
            ? manifests.map((m) => `${m.path} (${m.dependencies})`).join(', ')
            : 'No manifest found'}
        </Fact>
        <Fact term="License and README">
          {insight.license ?? 'No license'} · {insight.readme ? insight.readme : 'no README'}
        </Fact>
      </dl>

      <section aria-labelledby={`whats-left-${insight.commit}`}>
        <h3 id={`whats-left-${insight.commit}`} className="text-base font-semibold">
          What’s left
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          {count(todos.count, 'TODO/FIXME marker')} in the code
          {checklist.open + checklist.done > 0 &&
            ` · ${checklist.open} of ${checklist.open + checklist.done} checklist items open`}
        </p>
        {todos.items.length > 0 && (
          <ul className="mt-2 space-y-1.5 text-sm">
            {todos.items.slice(0, TODOS_SHOWN).map((item) => (
              <TodoLine key={`${item.path}:${item.line}`} insight={insight} item={item} />
            ))}
          </ul>
        )}
        {todos.items.length > TODOS_SHOWN && (
          <details className="mt-1.5 text-sm">
            <summary className="cursor-pointer font-medium text-primary">
              {todos.items.length - TODOS_SHOWN} more
            </summary>
            <ul className="mt-1.5 space-y-1.5">
              {todos.items.slice(TODOS_SHOWN).map((item) => (
                <TodoLine key={`${item.path}:${item.line}`} insight={insight} item={item} />
              ))}
            </ul>
          </details>
        )}
      </section>

      <p className="flex flex-wrap items-center gap-1.5 border-t border-border pt-3 text-xs text-muted-foreground">
        <GitCommitHorizontal aria-hidden className="size-4" />
        <span>
          Read at commit{' '}
          <code className="font-mono text-foreground">{insight.commit!.slice(0, 7)}</code>,{' '}
          <RelativeTime iso={insight.analyzedAt!} />
        </span>
      </p>
    </>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function TodoLine({
  insight,
  item,
}: {
  insight: RepoInsight;
  item: NonNullable<RepoInsight['todos']>['items'][number];
}) {
  const href = lineLink(insight.codeLink ?? '', insight.commit!, item.path, item.line);
  const place = `${item.path}:${item.line}`;
  return (
    <li className="min-w-0">
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-mono text-xs text-primary underline-offset-2 hover:underline"
        >
          {place}
        </a>
      ) : (
        <span className="font-mono text-xs text-muted-foreground">{place}</span>
      )}
      <span className="ml-2 break-words">{item.text}</span>
    </li>
  );
}
