import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { BADGE_CAP, CONSOLE_BASE_PATH } from '@ecloud/contract';

/** A top-bar entry: a link to a console page with its icon, words and a count capped at 99. */
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
    <Link to={`${CONSOLE_BASE_PATH}${p.path}`} style={{ color: p.color }} data-testid={p.testId}>
      <Badge
        count={p.count}
        overflowCount={BADGE_CAP}
        size="small"
        offset={[8, 0]}
        data-testid={p.badgeTestId}
      >
        <span style={{ color: p.color }}>
          {p.icon} {p.label}
        </span>
      </Badge>
    </Link>
  );
}
