import type { z } from 'zod';
import type { userFindInput } from '@ecloud/contract';

export type UserListParams = z.input<typeof userFindInput>;

export const identityKeys = {
  all: ['identity'] as const,
  users: (params: UserListParams) => [...identityKeys.all, 'users', params] as const,
  user: (id: string | undefined) => [...identityKeys.all, 'user', id ?? 'self'] as const,
  roles: () => [...identityKeys.all, 'roles'] as const,
  userRoles: (userId: string) => [...identityKeys.all, 'user-roles', userId] as const,
};
