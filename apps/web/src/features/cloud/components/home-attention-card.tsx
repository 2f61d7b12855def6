import { Empty, List, Typography } from 'antd';
import { CheckCircleTwoTone } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CLOUD_ACCOUNT_PATH, CONSOLE_BASE_PATH } from '@ecloud/contract';
import { StateCard } from '../../../components/state-card.tsx';
import { useCloudSummary } from '../api/use-summary.ts';
import { HealthBadge } from './health-badge.tsx';
import { ProviderLine } from './provider-line.tsx';

/** Accounts that need someone: bad credentials, missing permissions, errors, disabled. */
export function HomeAttentionCard() {
  const { t } = useTranslation();
  const summary = useCloudSummary();
  const items = summary.data?.attention ?? [];
  return (
    <StateCard
      title={t('cloud.home.attention')}
      link={{ to: `${CONSOLE_BASE_PATH}${CLOUD_ACCOUNT_PATH}`, label: t('cloud.home.toAccounts') }}
      testId="home-cloud-attention"
      loading={summary.isPending}
      failed={summary.isError}
      empty={
        items.length === 0 && (
          <Empty
            image={<CheckCircleTwoTone twoToneColor="#52c41a" style={{ fontSize: 40 }} />}
            description={t('cloud.home.allHealthy')}
          />
        )
      }
    >
      <List
        size="small"
        dataSource={items}
        renderItem={(a) => (
          <List.Item>
            <ProviderLine
              provider={a.provider}
              name={a.name}
              strong
              state={
                a.status === 0 ? (
                  <Typography.Text type="secondary">
                    {t('cloud.account.statusDisabled')}
                  </Typography.Text>
                ) : (
                  <HealthBadge health={a.health} />
                )
              }
              below={
                a.message && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                    {a.message}
                    {a.requestId ? ` (${t('cloud.health.requestId', { id: a.requestId })})` : ''}
                  </Typography.Text>
                )
              }
            />
          </List.Item>
        )}
      />
    </StateCard>
  );
}
