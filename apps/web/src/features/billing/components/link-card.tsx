import type { ReactNode } from 'react';
import { Card } from 'antd';
import { Link } from 'react-router';

/** A dashboard card, as tall as its row, with a link to the screen behind it when it may open. */
export function LinkCard({
  title,
  link,
  testId,
  children,
}: {
  title: ReactNode;
  /** None (or false) when the user may not open the screen. */
  link?: { to: string; label: string } | false | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      extra={link && <Link to={link.to}>{link.label}</Link>}
      style={{ height: '100%' }}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
