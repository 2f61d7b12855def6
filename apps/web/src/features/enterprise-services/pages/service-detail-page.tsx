import { useState } from 'react';
import { Button, Card, Col, Result, Row, Spin, Steps, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListState } from '../../../components/list/index.ts';
import { useServiceDetail } from '../api/use-services.ts';
import { ServicePrice } from '../components/service-price.tsx';
import { ServiceRequestModal } from '../components/service-request-modal.tsx';
import { serviceIndexHref } from '../lib/paths.ts';
import { ApiError } from '../../../lib/request.ts';
import { ResultCode } from '@ecloud/contract';

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
  // An entry taken down (or a mistyped address) will not come back on retry: say so, offer the way back.
  if (detail.error instanceof ApiError && detail.error.code === ResultCode.notFound)
    return (
      <Result
        status="404"
        title={t('services.notFound')}
        data-testid="service-not-found"
        extra={
          <Link to={serviceIndexHref()}>
            <Button type="primary">{t('services.backToIndex')}</Button>
          </Link>
        }
      />
    );
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
            {/* The steps a request goes through, none of them under way: all drawn alike. */}
            <Steps
              type="dot"
              items={s.process.map((title) => ({ title, status: 'finish' as const }))}
            />
          </Card>
        </Col>
      </Row>
      {requesting && <ServiceRequestModal service={s} onClose={() => setRequesting(false)} />}
    </>
  );
}
