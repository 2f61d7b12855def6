import { menuAllows } from '@ecloud/contract';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { session } from '../../../lib/session.ts';
import type { CostCentrePage } from './paths.ts';

/** Whether the menu rules let the user open a cost-centre screen (links to others are hidden). */
export function useCanOpen(page: CostCentrePage): boolean {
  const user = useCurrentUser();
  if (!user) return false;
  return menuAllows(session.loginFlag(), user, `/userCenter/costCenter/${page}`) ?? false;
}
