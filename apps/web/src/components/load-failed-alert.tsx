import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A query that failed, in place of what it would show: its error, and a retry when offered. */
export function LoadFailedAlert({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      message={t('common.loadFailed')}
      description={error.message}
      action={onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
