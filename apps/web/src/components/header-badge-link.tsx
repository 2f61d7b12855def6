import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { BADGE_CAP, CONSOLE_BASE_PATH } from '@ecloud/contract';

/**
 * A top-bar entry: a link to a console page with its icon, words and a count capped at 99. The
 * count stands after the words rather than over their corner: there a two-digit count ran into
 * the next entry's icon (work orders' over the bell's).
 */
export function HeaderBadgeLink(p: {
  path: string;
  color: string;
  count: number;
  icon: ReactNode;
  label: ReactNode;
  testId: string;
  badgeTestId: string;
}) {
  return (
    <Link
      to={`${CONSOLE_BASE_PATH}${p.path}`}
      style={{ color: p.color, display: 'inline-flex', alignItems: 'center', gap: 6 }}
      data-testid={p.testId}
    >
      <span>
        {p.icon} {p.label}
      </span>
      <Badge count={p.count} overflowCount={BADGE_CAP} size="small" data-testid={p.badgeTestId} />
    </Link>
  );
}
