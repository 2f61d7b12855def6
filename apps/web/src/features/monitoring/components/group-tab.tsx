import { useMemo, useState } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { METRIC_NAMES, TYPE_METRICS, type Resource } from '@ecloud/contract';
import { useLatest } from '../api/use-metrics.ts';
import { GroupMembers } from './group-members.tsx';
import { keyMetricsColumn } from './key-metrics.tsx';
import { MetricChart } from './metric-chart.tsx';

/** One group on the cloud view: its chart, its resources with their key metrics; a resource's own chart. */
export function GroupTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const latest = useLatest(groupId);
  const [open, setOpen] = useState<Resource | null>(null);
  const extra = useMemo(
    () => [keyMetricsColumn(t, new Map((latest.data ?? []).map((l) => [l.resourceId, l.values])))],
    [t, latest.data],
  );
  return (
    <>
      <MetricChart target={{ groupId }} metrics={METRIC_NAMES} testId="group-chart" />
      <div style={{ marginTop: 12 }}>
        <GroupMembers
          groupId={groupId}
          extraColumns={extra}
          onRowClick={setOpen}
          testId="group-resources"
        />
      </div>
      <Drawer
        open={!!open}
        onClose={() => setOpen(null)}
        width={720}
        title={open?.name}
        destroyOnHidden
      >
        {open && (
          <MetricChart
            target={{ resourceId: open.id }}
            metrics={TYPE_METRICS[open.type] ?? METRIC_NAMES}
            testId="resource-chart"
          />
        )}
      </Drawer>
    </>
  );
}
