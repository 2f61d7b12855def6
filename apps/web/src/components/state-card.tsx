import type { ReactNode } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * A dashboard card, as tall as its row, over one query: a skeleton while it loads, "could not
 * load" when it failed, `empty` when the caller says there is nothing (falsy otherwise), else the
 * content; `link` leads to the full screen (none, or false, when the user may not open it).
 * A card whose data is already at hand leaves `loading` and `failed` out.
 */
export function StateCard({
  title,
  link,
  testId,
  loading,
  failed,
  empty,
  children,
}: {
  title: ReactNode;
  link?: { to: string; label: ReactNode } | false | null;
  testId: string;
  loading?: boolean;
  failed?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={title}
      extra={link && <Link to={link.to}>{link.label}</Link>}
      style={{ height: '100%' }}
      data-testid={testId}
    >
      {loading ? (
        <Skeleton active />
      ) : failed ? (
        <Empty description={t('common.loadFailed')} />
      ) : (
        empty || children
      )}
    </Card>
  );
}
