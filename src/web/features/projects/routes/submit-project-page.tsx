import { Search, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROJECT_ERRORS } from '@shared/contract/projects-rules';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { useCurrentUser } from '@web/lib/session/current-user';
import { SubmitProjectForm } from '../components/submit-project-form';

/**
 * Submit Your Project (/submit, protected). Only creators post projects; developers are told so.
 * `codeLinkNote` goes under the form's code link (app/routes/submit-project-page.tsx).
 */
export default function SubmitProjectPage({ codeLinkNote }: { codeLinkNote?: ReactNode }) {
  const { user } = useCurrentUser();
  const isCreator = user?.role === 'creator';

  return (
    <div className="container-page max-w-3xl py-10">
      <PageHeader
        title="Submit Your Project"
        subtitle="Tell developers what you built and what is left, and receive bids to finish it."
      />
      {isCreator ? (
        <Card>
          <CardContent className="p-5 sm:p-8">
            <SubmitProjectForm codeLinkNote={codeLinkNote} />
          </CardContent>
        </Card>
      ) : (
        <EmptyState
          icon={ShieldAlert}
          title={PROJECT_ERRORS.creatorsOnly}
          description="Your account is a developer account: projects are posted by creators. Browse the open projects and bid on the ones you can finish."
          action={
            <Button asChild>
              <Link to="/projects">
                <Search aria-hidden /> Browse Projects
              </Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
