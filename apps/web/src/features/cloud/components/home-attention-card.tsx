import { Card, Empty, Flex, List, Skeleton, Typography } from 'antd';
import { CheckCircleTwoTone } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLOUD_ACCOUNT_PATH, CONSOLE_BASE_PATH } from '@ecloud/contract';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { useCloudSummary } from '../api/use-summary.ts';
import { HealthBadge } from './health-badge.tsx';

/** Accounts that need someone: bad credentials, missing permissions, errors, disabled. */
export function HomeAttentionCard() {
  const { t } = useTranslation();
  const summary = useCloudSummary();
  const items = summary.data?.attention ?? [];
  return (
    <Card
      title={t('cloud.home.attention')}
      extra={
        <Link to={`${CONSOLE_BASE_PATH}${CLOUD_ACCOUNT_PATH}`}>{t('cloud.home.toAccounts')}</Link>
      }
      style={{ height: '100%' }}
      data-testid="home-cloud-attention"
    >
      {summary.isPending ? (
        <Skeleton active />
      ) : summary.isError ? (
        <Empty description={t('common.loadFailed')} />
      ) : items.length === 0 ? (
        <Empty
          image={<CheckCircleTwoTone twoToneColor="#52c41a" style={{ fontSize: 40 }} />}
          description={t('cloud.home.allHealthy')}
        />
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(a) => (
            <List.Item>
              <Flex vertical gap={2} style={{ width: '100%', minWidth: 0 }}>
                <Flex gap={8} align="center">
                  <ProviderLogo code={a.provider} variant="small" size={16} />
                  <Typography.Text strong ellipsis style={{ flex: 1 }}>
                    {a.name}
                  </Typography.Text>
                  {a.status === 0 ? (
                    <Typography.Text type="secondary">
                      {t('cloud.account.statusDisabled')}
                    </Typography.Text>
                  ) : (
                    <HealthBadge health={a.health} />
                  )}
                </Flex>
                {a.message && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                    {a.message}
                    {a.requestId ? ` (${t('cloud.health.requestId', { id: a.requestId })})` : ''}
                  </Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
