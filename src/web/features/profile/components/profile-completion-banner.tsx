import { UserRoundCog } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** Shown to a developer while their payout onboarding is incomplete (spec section 2). */
export function ProfileCompletionBanner() {
  return (
    <section
      aria-labelledby="profile-banner-heading"
      className="mb-6 flex flex-col gap-4 rounded-lg border border-primary/30 bg-primary-soft p-5 sm:flex-row sm:items-center"
    >
      <UserRoundCog aria-hidden className="size-8 shrink-0 text-primary" />
      <div className="flex-1">
        <h2 id="profile-banner-heading" className="font-semibold text-primary-soft-foreground">
          Complete your profile
        </h2>
        <p className="mt-1 text-sm text-foreground">
          Add your skills and rate, and connect a payment account so creators can hire and pay you.
        </p>
      </div>
      <Button asChild className="sm:shrink-0">
        <Link to="/profile?tab=skills">Update Profile</Link>
      </Button>
    </section>
  );
}
