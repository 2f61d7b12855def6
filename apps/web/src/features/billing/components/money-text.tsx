import { Typography } from 'antd';
import { money } from '../lib/money.ts';

/** An amount in fen shown in yuan, digits aligned; credits in green and debits in red if signed. */
export function MoneyText({
  fen,
  signed = false,
  strong = false,
}: {
  fen: number | null | undefined;
  /** Show a plus on credits and colour by sign. */
  signed?: boolean;
  strong?: boolean;
}) {
  const type = signed && fen ? (fen > 0 ? 'success' : 'danger') : undefined;
  return (
    <Typography.Text
      type={type}
      strong={strong}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {signed && fen && fen > 0 ? '+' : ''}
      {money(fen)}
    </Typography.Text>
  );
}
