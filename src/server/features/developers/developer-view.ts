import type { DeveloperCard, DeveloperProfile } from '@shared/contract/developers.js';
import { users, type UserRow } from '../../db/schema.js';

/**
 * The only columns of a user that developer pages read: the public ones. Selecting just these
 * (rather than the whole row) means a private column cannot reach a public response by mistake.
 */
export const developerCardColumns = {
  id: users.id,
  username: users.username,
  avatarUrl: users.avatarUrl,
  bio: users.bio,
  location: users.location,
  yearsOfExperience: users.yearsOfExperience,
  hourlyRate: users.hourlyRate,
  skills: users.skills,
  available: users.available,
  onboardingComplete: users.onboardingComplete,
  createdAt: users.createdAt,
};

export const developerProfileColumns = {
  ...developerCardColumns,
  website: users.website,
  githubUrl: users.githubUrl,
  linkedinUrl: users.linkedinUrl,
  twitterUrl: users.twitterUrl,
  languages: users.languages,
  frameworks: users.frameworks,
  githubProjects: users.githubProjects,
};

export type DeveloperCardRow = Pick<UserRow, keyof typeof developerCardColumns>;
type ProfileRow = Pick<UserRow, keyof typeof developerProfileColumns>;

export function toDeveloperCard(row: DeveloperCardRow): DeveloperCard {
  return {
    id: row.id,
    username: row.username,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    location: row.location,
    yearsOfExperience: row.yearsOfExperience,
    hourlyRate: row.hourlyRate,
    skills: row.skills,
    available: row.available,
    onboardingComplete: row.onboardingComplete,
    verified: row.hourlyRate !== null,
  };
}

export function toDeveloperProfile(row: ProfileRow): DeveloperProfile {
  return {
    ...toDeveloperCard(row),
    website: row.website,
    githubUrl: row.githubUrl,
    linkedinUrl: row.linkedinUrl,
    twitterUrl: row.twitterUrl,
    languages: row.languages,
    frameworks: row.frameworks,
    githubProjects: row.githubProjects,
    createdAt: row.createdAt.toISOString(),
  };
}
