import { useMemo, useState } from 'react';
import { Card, Empty, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallOutput, calls } from '@ecloud/contract';
import {
  Chart,
  providerItemStyle,
  type ChartOption,
  yuanAsMoney,
} from '../../../components/chart/index.ts';
import { fenToYuan } from '../lib/money.ts';
import { providerName } from '../lib/labels.ts';

type By = 'source' | 'provider' | 'payment';

/** This month's spending split by source, provider or payment kind. */
export function SpendBreakdownCard({
  bySource,
  byProvider,
  byPayment,
}: Pick<CallOutput<typeof calls.billingOverview>, 'bySource' | 'byProvider' | 'byPayment'>) {
  const { t } = useTranslation();
  const [by, setBy] = useState<By>('source');
  const slices = useMemo(() => {
    if (by === 'source')
      return bySource.map((s) => ({
        name: t(`billing.source.${s.source}`),
        fen: s.amount,
        itemStyle: undefined,
      }));
    if (by === 'provider')
      return byProvider.map((p) => ({
        name: providerName(t, p.provider),
        fen: p.amount,
        itemStyle: providerItemStyle(p.provider),
      }));
    return (['voucher', 'allocated', 'cash'] as const).map((k) => ({
      name: t(`billing.kind.${k}`),
      fen: byPayment[k],
      itemStyle: undefined,
    }));
  }, [by, bySource, byProvider, byPayment, t]);
  const shown = slices.filter((s) => s.fen > 0);
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: {
        trigger: 'item',
        valueFormatter: yuanAsMoney,
      },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          center: ['50%', '44%'],
          label: { formatter: '{d}%' },
          data: shown.map((s) => ({
            name: s.name,
            value: Number(fenToYuan(s.fen)),
            itemStyle: s.itemStyle,
          })),
        },
      ],
    }),
    [shown],
  );
  return (
    <Card
      title={t('billing.overview.breakdown')}
      extra={
        <Segmented<By>
          size="small"
          value={by}
          onChange={setBy}
          options={[
            { value: 'source', label: t('billing.overview.bySource') },
            { value: 'provider', label: t('billing.overview.byProvider') },
            { value: 'payment', label: t('billing.overview.byPayment') },
          ]}
        />
      }
      data-testid="spend-breakdown"
    >
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('billing.overview.noSpend')} />
      ) : (
        <Chart option={option} height={280} label={t('billing.overview.breakdownLabel')} />
      )}
    </Card>
  );
}
