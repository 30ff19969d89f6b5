/**
 * Profile progress of spec section 9, both out of 100: completed projects x10 (capped at 100)
 * and average rating x20.
 */
export const projectsProgress = (completed: number) => Math.min(completed * 10, 100);
export const ratingProgress = (rating: number | null) => Math.min((rating ?? 0) * 20, 100);
