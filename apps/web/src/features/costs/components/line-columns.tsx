import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { CHARGE_CATEGORIES, type CostLine } from '@ecloud/contract';
import { col, wordsFor, type ListColumn } from '../../../components/list/index.ts';
import { providerLabel } from '../lib/format.ts';
import { cnyListColumn } from './cost-table-columns.tsx';

/** The bill detail's columns: the FOCUS line as people read it; the original row on demand. */
export function lineColumns(
  t: TFunction,
  showOriginal: (l: CostLine) => void,
): ListColumn<CostLine>[] {
  const amount = (key: 'listCost' | 'billedCost' | 'effectiveCost') =>
    cnyListColumn<CostLine>(key, t(`costs.column.${key}`), {
      width: 120,
      ...(key === 'billedCost' ? { sortable: true } : {}),
    });
  return [
    col.text<CostLine>('chargeDate', t('costs.column.chargeDate'), { width: 110, sortable: true }),
    col.words<CostLine>(
      'provider',
      t('costs.column.provider'),
      wordsFor(['ALI', 'HUAWEI', 'TENGXUN', 'AWS', 'QINGYUN', 'JINGDONG'], (p) =>
        providerLabel(t, p),
      ),
      { width: 120 },
    ),
    col.text<CostLine>('accountName', t('costs.column.account'), { width: 160, ellipsis: true }),
    col.text<CostLine>('serviceName', t('costs.column.service'), { width: 200, ellipsis: true }),
    col.text<CostLine>('regionId', t('costs.column.region'), { width: 130 }),
    col.text<CostLine>('resourceName', t('costs.column.resource'), { width: 180, ellipsis: true }),
    col.text<CostLine>('resourceId', t('costs.column.resourceId'), { width: 200, ellipsis: true }),
    col.words<CostLine>(
      'chargeCategory',
      t('costs.column.chargeCategory'),
      wordsFor(CHARGE_CATEGORIES, (c) => t(`costs.chargeCategory.${c}`)),
      { width: 120 },
    ),
    col.text<CostLine>('chargeDescription', t('costs.column.description'), {
      width: 200,
      ellipsis: true,
      render: (d: string, l: CostLine) => (
        <>
          {l.chargeClass === 'Correction' && (
            <Tag color="purple">{t('costs.detail.correction')}</Tag>
          )}
          {d}
        </>
      ),
    }),
    col.text<CostLine>('pricingQuantity', t('costs.column.quantity'), {
      width: 110,
      render: (q: string | null, l: CostLine) => (q === null ? '—' : `${q} ${l.pricingUnit ?? ''}`),
    }),
    amount('listCost'),
    amount('billedCost'),
    amount('effectiveCost'),
    col.words<CostLine>(
      'provisional',
      t('costs.column.status'),
      { true: t('costs.status.provisional'), false: t('costs.status.final') },
      {
        width: 100,
        render: (p: boolean) => (
          <Tag color={p ? 'gold' : 'green'} data-testid={p ? 'line-provisional' : 'line-final'}>
            {t(p ? 'costs.status.provisional' : 'costs.status.final')}
          </Tag>
        ),
      },
    ),
    col.actions<CostLine>(t('common.actions'), 110, (l) => [
      {
        label: t('costs.detail.original'),
        onClick: () => showOriginal(l),
        testId: 'line-original',
      },
    ]),
  ];
}
