import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportFile } from '@ecloud/contract';

const COLOURS = { queued: 'default', retrying: 'warning', sent: 'success', failed: 'error' };

/** Each e-mail a file was sent by: its address and state; a refusal shows the server's answer. */
export function EmailDeliveries({ emails }: { emails: ReportFile['emails'] }) {
  const { t } = useTranslation();
  if (emails.length === 0) return <>—</>;
  return (
    <Space size={4} wrap data-testid="report-emails">
      {emails.map((e) => (
        <Tooltip
          key={e.toAddress}
          title={
            e.lastError
              ? t('reports.email.error', { attempts: e.attempts, error: e.lastError })
              : e.toAddress
          }
        >
          <Tag color={COLOURS[e.status]}>
            {e.toAddress} · {t(`reports.email.${e.status}`)}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}
