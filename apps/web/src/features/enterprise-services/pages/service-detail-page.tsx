import { useState } from 'react';
import { Button, Card, Col, Row, Spin, Steps, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListState } from '../../../components/list/index.ts';
import { useServiceDetail } from '../api/use-services.ts';
import { ServicePrice } from '../components/service-price.tsx';
import { ServiceRequestModal } from '../components/service-request-modal.tsx';

const Bullets = ({ items }: { items: string[] }) => (
  <ul style={{ paddingInlineStart: 20, margin: 0 }}>
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

/** /service/detail?id=: scope, deliverables, process and price, and the request form. */
export default function ServiceDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const detail = useServiceDetail(params.get('id') ?? '');
  const [requesting, setRequesting] = useState(false);
  const s = detail.data;
  if (!s)
    return detail.isLoading ? (
      <Spin />
    ) : (
      <ListState
        error={detail.isError}
        empty={t('services.empty')}
        onRetry={() => void detail.refetch()}
      />
    );
  return (
    <>
      <PageHeader
        title={s.name}
        subtitle={s.summary}
        extra={
          <Button type="primary" onClick={() => setRequesting(true)} data-testid="service-request">
            {t('services.request')}
          </Button>
        }
      />
      <Typography.Paragraph>
        <ServicePrice service={s} />
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={t('services.scope')}>
            <Bullets items={s.scope} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('services.deliverables')}>
            <Bullets items={s.deliverables} />
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('services.process')}>
            <Steps size="small" items={s.process.map((title) => ({ title }))} />
          </Card>
        </Col>
      </Row>
      {requesting && <ServiceRequestModal service={s} onClose={() => setRequesting(false)} />}
    </>
  );
}
