import { Button, Card, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, type ProviderCode } from '@ecloud/contract';
import { useProviders } from '../api/use-providers.ts';
import { ProviderPicker } from './provider-picker.tsx';

/** The providers with the tenant's account counts; picking one filters the account list. */
export function ProviderOverview({
  value,
  onChange,
}: {
  value: ProviderCode | undefined;
  onChange(provider: ProviderCode | ''): void;
}) {
  const { t } = useTranslation();
  const providers = useProviders();
  const counts = new Map((providers.data ?? []).map((p) => [p.code, p]));
  return (
    <Card
      title={t('cloud.provider.overview')}
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        value && (
          <Button size="small" onClick={() => onChange('')}>
            {t('cloud.provider.all')}
          </Button>
        )
      }
    >
      <ProviderPicker
        value={value}
        onChange={(provider) => onChange(provider === value ? '' : provider)}
        extra={(p) => {
          const item = counts.get(p.code);
          return (
            <Space size={4} wrap>
              <Tag>{t('cloud.provider.accounts', { count: item?.accountCount ?? 0 })}</Tag>
              {item?.used && <Tag color="success">{t('cloud.provider.inUse')}</Tag>}
              {!!item?.accountCount && (
                <Link
                  to={`${CONSOLE_BASE_PATH}/resourceManage/cloudResource/${p.mark}`}
                  onClick={(e) => e.stopPropagation()}
                  data-testid={`provider-resources-${p.code}`}
                >
                  {t('cloud.provider.resources')}
                </Link>
              )}
              {!p.opened && (
                <Tag color={p.applied ? 'gold' : undefined}>
                  {p.applied ? t('cloud.provider.applied') : t('cloud.provider.notOpened')}
                </Tag>
              )}
            </Space>
          );
        }}
      />
    </Card>
  );
}
