import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { REVIEW_EDIT_DAYS } from '@shared/contract/reviews-rules';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { LabelledProgress } from '@web/components/ui/progress';
import { StarRating } from '@web/components/ui/star-rating';
import { projectsProgress, ratingProgress } from '@web/features/developers/profile-progress';

/** The examples below are computed by the same functions the profiles use, so they cannot drift. */
const EXAMPLE = { completed: 3, ratings: [5, 4, 5], bids: 8, acceptedBids: 3 };
const exampleRating =
  Math.round((EXAMPLE.ratings.reduce((sum, r) => sum + r, 0) / EXAMPLE.ratings.length) * 10) / 10;

/**
 * /reputation (public): exactly how every reputation number on Finishline is computed (spec
 * section 9), so that a rating, an acceptance rate or a progress bar is never a black box.
 */
export default function ReputationPage() {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-10">
      <PageHeader
        title="How reputation works"
        subtitle="Every number on a profile comes from what happened on Finishline, by these rules."
      />
      <div className="space-y-6">
        <Rule title="Reviews and ratings">
          <p>
            When a project is completed, its owner and its developer can each review the other once:
            1 to 5 stars and a text of 10 to 2,000 characters. Its author can change a review for{' '}
            {REVIEW_EDIT_DAYS} days after writing it. Every review is public, on the reviewed
            person&rsquo;s profile, with the project it was about.
          </p>
          <p>
            A person&rsquo;s <strong>rating</strong> is the average of the stars in all the reviews
            they received, rounded to one decimal. Someone without reviews has no rating (&ldquo;No
            ratings yet&rdquo;), not a zero. A developer&rsquo;s rating is their Average Rating; a
            project owner&rsquo;s rating is shown with their projects.
          </p>
          <Example>
            Reviews of {EXAMPLE.ratings.join(', ')} stars: ({EXAMPLE.ratings.join(' + ')}) ÷{' '}
            {EXAMPLE.ratings.length} = <strong>{exampleRating.toFixed(1)}</strong>{' '}
            <StarRating value={exampleRating} className="ml-1 align-middle" />
          </Example>
        </Rule>

        <Rule title="Completed projects">
          <p>
            A project counts as completed when its owner approves the delivery, or when the owner
            leaves a delivery unanswered and it is approved automatically after the waiting period.
            Approval is the only way a project completes; cancelled projects never count.
          </p>
        </Rule>

        <Rule title="Acceptance rate">
          <p>
            The share of a developer&rsquo;s bids that won their project: bids accepted by the owner
            (including those since paid and completed) divided by all the bids they made, as a whole
            percentage.
          </p>
          <Example>
            {EXAMPLE.acceptedBids} accepted of {EXAMPLE.bids} bids: {EXAMPLE.acceptedBids} ÷{' '}
            {EXAMPLE.bids} ={' '}
            <strong>{Math.round((100 * EXAMPLE.acceptedBids) / EXAMPLE.bids)}%</strong>
          </Example>
        </Rule>

        <Rule title="Profile progress">
          <p>Two bars out of 100 on a developer&rsquo;s profile and dashboard:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <strong>Projects completed</strong>: 10 points per completed project, at most 100 (ten
              projects fill the bar).
            </li>
            <li>
              <strong>Client rating</strong>: the rating × 20 (5.0 fills the bar; no rating is 0).
            </li>
          </ul>
          <Example>
            {EXAMPLE.completed} completed projects and a {exampleRating.toFixed(1)} rating:
            <div className="mt-3 space-y-3">
              <LabelledProgress
                label="Projects completed"
                value={projectsProgress(EXAMPLE.completed)}
              />
              <LabelledProgress label="Client rating" value={ratingProgress(exampleRating)} />
            </div>
          </Example>
        </Rule>

        <Rule title="Disputes" id="disputes">
          <p>
            When the owner and the developer of a paid project disagree about the money Finishline
            holds for it, either can open a dispute: one side proposes how to split it, the other
            accepts, counters or asks an operator to decide. Nothing moves before the other side
            could answer.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <strong>Projects that ended in a dispute</strong>: the person&rsquo;s projects whose
              dispute has closed, by agreement, by the deadline passing unanswered, by an
              operator&rsquo;s decision, or by one side giving the other everything. Open disputes
              do not count until they end.
            </li>
            <li>
              <strong>Decided against them</strong>: disputes an operator decided that left the
              person with less than half of what was held (for a developer, less than half released
              to them).
            </li>
          </ul>
          <p>
            A dispute is not a fault in itself: many end by agreement. Decisions against someone say
            more.
          </p>
        </Rule>

        <Rule title="Verified">
          <p>
            A developer is shown as <strong>Verified</strong> once they have set an hourly rate on
            their profile.
          </p>
        </Rule>

        <p className="text-sm text-muted-foreground">
          See it on any profile in the{' '}
          <Link to="/developers" className="font-medium text-primary hover:underline">
            developer directory
          </Link>
          .
        </p>
      </div>
    </div>
  );
}

function Rule({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Card id={id} className="scroll-mt-24">
      <CardHeader>
        <h2 className="text-lg font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="space-y-3 leading-relaxed">{children}</CardContent>
    </Card>
  );
}

function Example({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-md bg-muted p-3 text-sm">
      <span className="mr-2 font-semibold">Example:</span>
      {children}
    </div>
  );
}
