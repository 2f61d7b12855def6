import { Empty, Typography } from 'antd';
import { CheckCircleTwoTone } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CLOUD_ACCOUNT_PATH, CONSOLE_BASE_PATH } from '@ecloud/contract';
import { StateCard } from '../../../components/state-card.tsx';
import { useCloudSummary } from '../api/use-summary.ts';
import { HealthBadge } from './health-badge.tsx';
import { ProviderLines } from './provider-line.tsx';

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
      <ProviderLines
        items={items}
        line={(a) => ({
          provider: a.provider,
          name: a.name,
          strong: true,
          state:
            a.status === 0 ? (
              <Typography.Text type="secondary">
                {t('cloud.account.statusDisabled')}
              </Typography.Text>
            ) : (
              <HealthBadge health={a.health} />
            ),
          below: a.message && (
            <>
              {a.message}
              {a.requestId ? ` (${t('cloud.health.requestId', { id: a.requestId })})` : ''}
            </>
          ),
          ellipsis: true,
        })}
      />
    </StateCard>
  );
}
