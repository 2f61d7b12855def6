import type { CSSProperties, ReactNode } from 'react';
import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../lib/money.ts';

/** An amount read from the server: loading while it comes, and saying so if it did not. */
export function MoneyFigure({
  title,
  fen,
  query,
  bold,
  style,
  testId,
}: {
  title: ReactNode;
  /** The amount in fen; none yet shows a dash. */
  fen: number | undefined;
  query: { isError: boolean; isPending: boolean };
  bold?: boolean;
  style?: CSSProperties;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Statistic
      title={title}
      value={query.isError ? t('common.loadFailed') : fen !== undefined ? money(fen) : '—'}
      loading={query.isPending}
      styles={bold ? { content: { fontWeight: 600 } } : undefined}
      style={style}
      data-testid={testId}
    />
  );
}
