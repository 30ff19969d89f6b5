import { describe, expect, it } from 'vitest';
import { projectsProgress, ratingProgress } from './profile-progress';

describe('profile progress (spec section 9)', () => {
  it('counts 10 points per completed project, capped at 100', () => {
    expect(projectsProgress(0)).toBe(0);
    expect(projectsProgress(3)).toBe(30);
    expect(projectsProgress(10)).toBe(100);
    expect(projectsProgress(14)).toBe(100);
  });

  it('counts 20 points per rating star, and nothing without ratings', () => {
    expect(ratingProgress(null)).toBe(0);
    expect(ratingProgress(4.5)).toBe(90);
    expect(ratingProgress(5)).toBe(100);
  });
});
