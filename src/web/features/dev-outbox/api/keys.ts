/** Every dev-outbox query key, from one factory. */
export const devOutboxKeys = {
  all: ['dev-outbox'] as const,
};
