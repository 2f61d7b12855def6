import { Alert, Flex, List, Tag, Typography } from 'antd';
import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CheckAccountResult } from '@ecloud/contract';

/** What checkAccount found: the credentials, and per resource type whether it may be read. */
export function CheckResult({ result }: { result: CheckAccountResult }) {
  const { t } = useTranslation();
  const denied = result.types.filter((x) => !x.readable).length;
  return (
    <Flex vertical gap={12} data-testid="check-result">
      <Alert
        showIcon
        type={result.ok ? (denied ? 'warning' : 'success') : 'error'}
        message={
          result.ok
            ? denied
              ? t('cloud.check.partial', { count: denied })
              : t('cloud.check.allGood')
            : t(`cloud.health.${result.health}`)
        }
        description={
          (result.message || result.requestId || result.providerAccountId) && (
            <>
              {result.message && <div>{result.message}</div>}
              {result.providerCode && (
                <div>{t('cloud.health.providerCode', { code: result.providerCode })}</div>
              )}
              {result.requestId && (
                <div>{t('cloud.health.requestId', { id: result.requestId })}</div>
              )}
              {result.providerAccountId && (
                <div>{t('cloud.check.providerAccount', { id: result.providerAccountId })}</div>
              )}
            </>
          )
        }
      />
      {result.types.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={result.types}
          renderItem={(x) => (
            <List.Item data-testid={`check-type-${x.type}`} data-readable={x.readable}>
              <Flex gap={8} align="flex-start" style={{ width: '100%' }}>
                {x.readable ? (
                  <CheckCircleTwoTone twoToneColor="#52c41a" />
                ) : (
                  <CloseCircleTwoTone twoToneColor="#ff4d4f" />
                )}
                <span style={{ width: 120 }}>{t(`cloud.type.${x.type}`)}</span>
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Tag color={x.readable ? 'success' : 'error'} style={{ width: 'fit-content' }}>
                    {x.readable ? t('cloud.check.readable') : t('cloud.check.notReadable')}
                  </Tag>
                  {x.message && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {x.message}
                      {x.providerCode ? ` [${x.providerCode}]` : ''}
                      {x.requestId ? ` (${t('cloud.health.requestId', { id: x.requestId })})` : ''}
                    </Typography.Text>
                  )}
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
