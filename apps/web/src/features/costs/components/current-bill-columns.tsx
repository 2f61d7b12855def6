import { Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { BILLED_RESOURCE_TYPES, PROVIDER_CODES, type CurrentBillRow } from '@ecloud/contract';
import { col, wordsFor, type ListColumn } from '../../../components/list/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { cny, providerLabel } from '../lib/format.ts';

/** An amount, or the honest words when there is none to show. */
export const amountOr = (t: TFunction, v: number | null) =>
  v === null ? (
    <Typography.Text type="secondary">{t('costs.current.noEstimate')}</Typography.Text>
  ) : (
    cny(v)
  );

/** Billed minus estimated: red when the bill came out higher, green when lower. */
export function Difference({ value }: { value: number | null }) {
  if (value === null) return <>—</>;
  const type = value > 0 ? 'danger' : value < 0 ? 'success' : undefined;
  return (
    <Typography.Text type={type} data-testid="difference">
      {value > 0 ? '+' : ''}
      {cny(value)}
    </Typography.Text>
  );
}

/** Where a row's figures come from: the estimate, the bill, or both. */
function SourceTag({ r, t }: { r: CurrentBillRow; t: TFunction }) {
  if (!r.estimated)
    return (
      <Tooltip title={t('costs.current.noEstimateWhy')}>
        <Tag>{t('costs.current.source.none')}</Tag>
      </Tooltip>
    );
  if (!r.billedThrough) return <Tag color="gold">{t('costs.current.source.estimate')}</Tag>;
  return (
    <Tooltip title={t('costs.current.billedThrough', { day: formatDate(r.billedThrough) })}>
      <Tag color="blue">{t('costs.current.source.mixed')}</Tag>
    </Tooltip>
  );
}

/** The real-time bill's columns, money first; the name opens the resource's drawer. */
export function currentBillColumns(
  t: TFunction,
  open: (r: CurrentBillRow) => void,
): ListColumn<CurrentBillRow>[] {
  const money = (
    key: 'todayCost' | 'monthCost' | 'billedCost' | 'estimateOfBilled',
    o: { sortable?: boolean; width?: number } = {},
  ) =>
    col.money<CurrentBillRow>(key, t(`costs.current.col.${key}`), {
      width: o.width ?? 120,
      render: (v: number | null) => amountOr(t, v),
      ...(o.sortable ? { sortable: true } : {}),
    });
  return [
    col.text<CurrentBillRow>('name', t('costs.current.col.name'), {
      width: 180,
      render: (v: string, r) => (
        <Typography.Link onClick={() => open(r)}>{v || r.providerId}</Typography.Link>
      ),
    }),
    col.words<CurrentBillRow>(
      'type',
      t('costs.current.col.type'),
      wordsFor(BILLED_RESOURCE_TYPES, (x) => t(`cloud.type.${x}`)),
      { width: 100 },
    ),
    col.words<CurrentBillRow>(
      'provider',
      t('costs.column.provider'),
      wordsFor(PROVIDER_CODES, (p) => providerLabel(t, p)),
      { width: 130 },
    ),
    money('todayCost', { sortable: true, width: 130 }),
    money('monthCost', { sortable: true }),
    money('billedCost'),
    money('estimateOfBilled', { width: 170 }),
    col.money<CurrentBillRow>('difference', t('costs.current.col.difference'), {
      width: 120,
      sortable: true,
      render: (v: number | null) => <Difference value={v} />,
    }),
    col.text<CurrentBillRow>('estimated', t('costs.current.col.source'), {
      width: 120,
      render: (_: unknown, r) => <SourceTag r={r} t={t} />,
      export: false,
    }),
    col.text<CurrentBillRow>('accountName', t('costs.column.account'), { width: 150 }),
    col.text<CurrentBillRow>('region', t('costs.column.region'), { width: 120 }),
  ];
}
