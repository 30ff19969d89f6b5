import SubmitProjectPage from '@web/features/projects/routes/submit-project-page';
import { RepositoryNote } from '@web/features/repo-insight/components/repository-note';

/** Submit Your Project (/submit): the projects feature's page, told that the repository will be read. */
export default function SubmitProjectRoute() {
  return <SubmitProjectPage codeLinkNote={<RepositoryNote />} />;
}
