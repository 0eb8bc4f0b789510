/** The TanStack Query keys of server data, in one place so that writes invalidate what they change. */
export const queryKeys = {
  publicUser: (userName: string) => ['users', 'public', userName.toLowerCase()] as const,
  user: (userId: string) => ['users', 'view', userId] as const,
  profileCompleteness: (userId: string) => ['users', 'completeness', userId] as const,
};
