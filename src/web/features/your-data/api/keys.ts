/** The your-data feature's query keys: the latest data export of a user. */
export const yourDataKeys = {
  all: ['your-data'] as const,
  export: (userId: number) => ['your-data', 'export', userId] as const,
};
