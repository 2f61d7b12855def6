import { buttonAllowed, hasPermission } from '@ecloud/contract';
import { useCurrentUser } from './current-user.ts';

/** Whether the signed-in user holds a code (spec section 6). */
export function useCan(code: string): boolean {
  const user = useCurrentUser();
  return hasPermission(user?.authCodes, code);
}

/** The action-button variant, where 'channel' also grants everything. */
export function useButtonAllowed(code: string | undefined): boolean {
  const user = useCurrentUser();
  return buttonAllowed(user?.authCodes, code);
}
