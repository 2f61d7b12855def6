import { Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen, type Price } from '@ecloud/contract';

/** A price explained: the unit price's parts, then list price, each discount and the final. */
export function PriceBreakdown({ price, once }: { price: Price; once?: boolean }) {
  const { t } = useTranslation();
  const row = (label: string, fen: number, strong?: boolean, testId?: string) => (
    <Flex justify="space-between" gap={16} key={label}>
      <Typography.Text type={strong ? undefined : 'secondary'} strong={strong}>
        {label}
      </Typography.Text>
      <Typography.Text strong={strong} data-testid={testId}>
        {formatFen(fen)}
      </Typography.Text>
    </Flex>
  );
  return (
    <div data-testid="price-breakdown">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(once ? 'orders.calc.unitPartsOnce' : 'orders.calc.unitParts')}
      </Typography.Text>
      {price.unitParts.map((p) => row(p.label, p.amountFen))}
      <Divider style={{ margin: '8px 0' }} />
      {price.lines.map((l) =>
        l.kind === 'final'
          ? row(l.label, l.amountFen, true, 'price-final')
          : row(l.label, l.amountFen),
      )}
    </div>
  );
}
