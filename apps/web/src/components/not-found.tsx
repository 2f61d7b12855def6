import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, HOME_PATH } from '@ecloud/contract';

/** Unknown routes: say so and offer the way home. */
export function NotFound({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      style={
        standalone
          ? { minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#fff' }
          : undefined
      }
    >
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.subtitle')}
        extra={
          <Link to={`${CONSOLE_BASE_PATH}${HOME_PATH}`}>
            <Button type="primary">{t('notFound.home')}</Button>
          </Link>
        }
      />
    </div>
  );
}
