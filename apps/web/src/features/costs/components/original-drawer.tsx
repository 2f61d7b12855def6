import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCostLineOriginal } from '../api/use-costs.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A line item as the provider wrote it, fetched only when asked for. */
export function OriginalDrawer({
  id,
  customerTenantId,
  onClose,
}: {
  id: string | null;
  customerTenantId?: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const q = useCostLineOriginal(id, customerTenantId);
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      width={560}
      title={t('costs.detail.originalTitle')}
      data-testid="original-drawer"
    >
      {q.isPending && <Skeleton active />}
      {q.error && <LoadFailedAlert error={q.error} onRetry={() => void q.refetch()} />}
      {q.data && (
        <>
          <Descriptions column={1} size="small" bordered>
            {Object.entries(q.data.original).map(([k, v]) => (
              <Descriptions.Item key={k} label={<code>{k}</code>}>
                <Typography.Text style={{ wordBreak: 'break-all' }}>{show(v)}</Typography.Text>
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('costs.detail.extensions')}
          </Typography.Title>
          <Descriptions column={1} size="small" bordered>
            {Object.entries(q.data.x).map(([k, v]) => (
              <Descriptions.Item key={k} label={<code>{k}</code>}>
                {v}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </>
      )}
    </Drawer>
  );
}
