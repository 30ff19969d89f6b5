/**
 * The developer directory and public profiles (spec sections 2, 3 and 9). Everything here is
 * public: these schemas are also the allowlist of what a visitor may see of a developer, so
 * email, payment ids and the like can never appear (the response schema strips them).
 */
import { z } from 'zod';
import { pageQuerySchema } from './common.js';
import { DIRECTORY_LIMITS, DEVELOPER_MESSAGES } from './developers-rules.js';

/**
 * `skills`: comma-separated (`skills=Go,Rust`) or repeated (`skills=Go&skills=Rust`); a developer
 * matches when they have ALL of them (docs/decisions/developers.md).
 */
const skillsQuery = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','));
    const seen = new Set<string>();
    return parts
      .map((part) => part.trim())
      .filter((part) => {
        const key = part.toLowerCase();
        if (part === '' || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  })
  .pipe(
    z
      .array(z.string().max(DIRECTORY_LIMITS.skillMax, { message: DEVELOPER_MESSAGES.skill }))
      .max(DIRECTORY_LIMITS.skillsMax, { message: DEVELOPER_MESSAGES.skills }),
  );

export const developersQuerySchema = pageQuerySchema.extend({
  /** 'true': available now; 'false': not available; absent: all. */
  available: z
    .enum(['true', 'false'], { message: DEVELOPER_MESSAGES.available })
    .transform((value) => value === 'true')
    .optional(),
  skills: skillsQuery.optional(),
  q: z.string().trim().max(DIRECTORY_LIMITS.queryMax, { message: DEVELOPER_MESSAGES.q }).optional(),
});
export type DevelopersQuery = z.output<typeof developersQuerySchema>;

export const usernameParamsSchema = z.object({ username: z.string().min(1).max(64) });

/** A directory card (spec section 3, "Developer (directory)"). */
export const developerCardSchema = z
  .object({
    id: z.number(),
    username: z.string(),
    avatarUrl: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    yearsOfExperience: z.number().nullable(),
    hourlyRate: z.number().nullable(),
    skills: z.array(z.string()),
    available: z.boolean(),
    onboardingComplete: z.boolean(),
    /** The 'Verified' badge: an hourly rate is set (spec section 2). */
    verified: z.boolean(),
  })
  .meta({ id: 'DeveloperCard' });
export type DeveloperCard = z.infer<typeof developerCardSchema>;

/** The public profile at /developers/{username}. */
export const developerProfileSchema = developerCardSchema
  .extend({
    website: z.string().nullable(),
    githubUrl: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    twitterUrl: z.string().nullable(),
    languages: z.array(z.string()),
    frameworks: z.array(z.string()),
    githubProjects: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'DeveloperProfile' });
export type DeveloperProfile = z.infer<typeof developerProfileSchema>;

export const portfolioProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  technologies: z.array(z.string()),
  completedAt: z.string(),
  repoUrl: z.string().nullable(),
});
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;

/** Developer stats (spec sections 3 and 9). */
export const developerStatsSchema = z.object({
  /** Projects this developer finished (status completed). */
  completedProjects: z.number(),
  /** Rounded percent of their bids that were accepted (accepted, paid or completed); 0 without bids. */
  acceptanceRate: z.number(),
  /** Mean of the ratings in reviews they received, one decimal; null without reviews. */
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
  /** Their projects that ended in a dispute (settled, decided or ended; decisions.md, Held money). */
  disputes: z.number(),
  /** Of those, the ones an operator decided against them: less than half of what was held released to them. */
  disputesDecidedAgainst: z.number(),
  skills: z.array(z.string()),
  /** The newest completed projects, newest first (at most DIRECTORY_LIMITS.portfolioMax). */
  projects: z.array(portfolioProjectSchema),
});
export type DeveloperStats = z.infer<typeof developerStatsSchema>;
