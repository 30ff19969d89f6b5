/**
 * Activity mail: the daily or weekly digest of a saved search, listing the projects that matched
 * it since the last digest (decisions.md, "Saved searches and choosing a bid"). Never sent empty.
 */
import { Link } from '@react-email/components';
import { excerpt, plural } from '../../core/mail/format.js';
import { ButtonLink, MailHeading, MailLayout, Paragraph } from '../../core/mail/layout.js';
import { siteLinks } from '../../core/mail/links.js';
import { renderMail, type ActivityMailContext } from '../../core/mail/render.js';
import { formatCents } from '@shared/money.js';

/** More new projects than this are counted, not listed: Browse Projects has them all. */
export const DIGEST_PROJECTS_PER_MAIL = 20;

export interface DigestProject {
  id: number;
  name: string;
  /** Whole dollars, or null when the owner gave none. */
  budget: number | null;
  technologies: string[];
  description: string;
}

export interface SavedSearchDigestProps extends ActivityMailContext {
  searchName: string;
  cadence: 'daily' | 'weekly';
  /** Newest first; at least one. */
  projects: DigestProject[];
  /** How many matched in all (more than listed when over DIGEST_PROJECTS_PER_MAIL). */
  total: number;
  /** The search on Browse Projects (a path under the site). */
  browsePath: string;
}

const dollars = (value: number) => formatCents(value * 100);

export function SavedSearchDigestMail(props: SavedSearchDigestProps) {
  const links = siteLinks(props.siteUrl);
  const shown = props.projects.slice(0, DIGEST_PROJECTS_PER_MAIL);
  const more = props.total - shown.length;
  const period = props.cadence === 'daily' ? 'day' : 'week';
  return (
    <MailLayout
      siteUrl={props.siteUrl}
      preview={`${plural(props.total, 'new project')} for “${props.searchName}”`}
      reason={`you saved the search “${props.searchName}” on Finishline with a ${props.cadence} digest.`}
      unsubscribe={{ url: props.unsubscribeUrl, topic: 'saved search digests' }}
    >
      <MailHeading>New projects for “{props.searchName}”</MailHeading>
      <Paragraph>Hello {props.recipientName},</Paragraph>
      <Paragraph>
        {plural(props.total, 'new project')} matched your saved search in the last {period}:
      </Paragraph>
      {shown.map((project) => (
        <div key={project.id}>
          <Paragraph>
            <Link href={links.project(project.id)}>
              <strong>{project.name}</strong>
            </Link>
            <br />
            {[
              project.budget === null ? 'Budget not given' : `Budget ${dollars(project.budget)}`,
              project.technologies.join(', '),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Paragraph>
          <Paragraph muted>{excerpt(project.description, 200)}</Paragraph>
        </div>
      ))}
      {more > 0 ? (
        <Paragraph muted>…and {plural(more, 'more project')} on Finishline.</Paragraph>
      ) : null}
      <ButtonLink href={`${props.siteUrl.replace(/\/+$/, '')}${props.browsePath}`}>
        See all matches
      </ButtonLink>
    </MailLayout>
  );
}

export const savedSearchDigestMail = (props: SavedSearchDigestProps) =>
  renderMail(
    `${plural(props.total, 'new project')} for your saved search “${props.searchName}”`,
    <SavedSearchDigestMail {...props} />,
  );
