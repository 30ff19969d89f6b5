import { z } from 'zod';
import { LIMITS, ROLE_ALIASES, ROLES } from '../constants.js';

/** Messages of spec section 5, word for word. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email',
  password: `Password must be at least ${LIMITS.passwordMin} characters`,
  username: `Username must be at least ${LIMITS.usernameMin} characters`,
  role: 'Please select a role',
} as const;

const email = z
  .string({ message: AUTH_MESSAGES.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: AUTH_MESSAGES.email }).max(254, { message: AUTH_MESSAGES.email }));
const password = z
  .string({ message: AUTH_MESSAGES.password })
  .min(LIMITS.passwordMin, { message: AUTH_MESSAGES.password })
  .max(200, { message: 'Password must be at most 200 characters' });
export const usernameSchema = z
  .string({ message: AUTH_MESSAGES.username })
  .trim()
  .min(LIMITS.usernameMin, { message: AUTH_MESSAGES.username })
  .max(32, { message: 'Username must be at most 32 characters' })
  .regex(/^[A-Za-z0-9_.-]+$/, {
    message: 'Username may contain only letters, numbers, dots, dashes and underscores',
  });

/** Role as the client sends it: the spec's names or their aliases, stored as creator/developer. */
export const roleInputSchema = z
  .string({ message: AUTH_MESSAGES.role })
  .refine((value) => value in ROLE_ALIASES, { message: AUTH_MESSAGES.role })
  .transform((value) => ROLE_ALIASES[value]!);

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: usernameSchema,
  email,
  password,
  role: roleInputSchema.default('creator'),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The signed-in user as the API returns it: never a password or its hash. */
export const currentUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  frameworks: z.array(z.string()),
  githubProjects: z.array(z.string()),
  hourlyRate: z.number().nullable(),
  yearsOfExperience: z.number().nullable(),
  available: z.boolean(),
  onboardingComplete: z.boolean(),
  stripeConnectId: z.string().nullable(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
