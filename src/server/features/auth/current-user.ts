import type { CurrentUser } from '@shared/contract/auth.js';
import type { UserRow } from '../../db/schema.js';

/** The signed-in user as the API shows it to that user: everything but the password hash. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role as CurrentUser['role'],
    isOperator: user.isOperator,
    avatarUrl: user.avatarUrl,
    bio: user.bio,
    location: user.location,
    website: user.website,
    githubUrl: user.githubUrl,
    linkedinUrl: user.linkedinUrl,
    twitterUrl: user.twitterUrl,
    skills: user.skills,
    languages: user.languages,
    frameworks: user.frameworks,
    githubProjects: user.githubProjects,
    hourlyRate: user.hourlyRate,
    yearsOfExperience: user.yearsOfExperience,
    available: user.available,
    onboardingComplete: user.onboardingComplete,
    stripeConnectId: user.stripeConnectId,
    createdAt: user.createdAt.toISOString(),
  };
}
