import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a list shows instead of rows: the failure with a retry, or that there is nothing. */
export function ListState({
  error,
  empty,
  onRetry,
}: {
  error: boolean;
  empty: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (error)
    return (
      <Result
        status="warning"
        title={t('common.loadFailed')}
        extra={
          <Button onClick={onRetry} data-testid="list-retry">
            {t('common.retry')}
          </Button>
        }
      />
    );
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
}
