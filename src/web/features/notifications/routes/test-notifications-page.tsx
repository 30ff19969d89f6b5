import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { TestNotificationForm } from '../components/test-notification-form';

/** /test-notifications (protected): any signed-in user sends a notification to themselves. */
export default function TestNotificationsPage() {
  return (
    <div className="container-page max-w-2xl py-8 sm:py-10">
      <PageHeader
        title="Test notifications"
        subtitle="Send yourself a notification to see how it arrives: as a toast, on the bell and in your list."
      />
      <Card>
        <CardContent className="pt-5">
          <TestNotificationForm />
        </CardContent>
      </Card>
    </div>
  );
}
