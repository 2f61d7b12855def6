import { Card, Col, Row, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListState } from '../../../components/list/index.ts';
import { useServiceList } from '../api/use-services.ts';
import { ServicePrice } from '../components/service-price.tsx';

/** /service/index: the platform's professional services as cards. */
export default function ServiceIndexPage() {
  const { t } = useTranslation();
  const list = useServiceList();
  return (
    <>
      <PageHeader title={t('services.title')} subtitle={t('services.subtitle')} />
      {list.isLoading ? (
        <Spin />
      ) : !list.data?.length ? (
        <ListState
          error={list.isError}
          empty={t('services.empty')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Row gutter={[16, 16]}>
          {list.data.map((s) => (
            <Col key={s.id} xs={24} md={12} xl={8}>
              <Link
                to={`${CONSOLE_BASE_PATH}/service/detail?id=${s.id}`}
                data-testid="service-card"
              >
                <Card hoverable title={s.name} style={{ height: '100%' }}>
                  <Typography.Paragraph type="secondary" style={{ minHeight: 44 }}>
                    {s.summary}
                  </Typography.Paragraph>
                  <ServicePrice service={s} />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
