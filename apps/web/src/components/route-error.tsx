import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A screen that failed to load or render: say so, and offer a reload (a new release, say). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Result
      status="error"
      title={t('routeError.title')}
      subTitle={error instanceof Error ? error.message : t('routeError.subtitle')}
      extra={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
    />
  );
}
