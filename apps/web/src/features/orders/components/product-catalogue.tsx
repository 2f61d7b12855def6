import { Button, Card, Col, Row, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, formatFen, type ProductCategory } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListState } from '../../../components/list/index.ts';
import { useProducts } from '../api/use-orders.ts';

export const calculatorPath = (code: string) =>
  `${CONSOLE_BASE_PATH}/addedService/product/calculator/${code}`;

/** One category's products as cards: what each does, its from price, and "configure". */
export function ProductCatalogue({ category }: { category: ProductCategory }) {
  const { t } = useTranslation();
  const list = useProducts(category);
  return (
    <>
      <PageHeader
        title={t(`orders.${category}.title`)}
        subtitle={t(`orders.${category}.subtitle`)}
      />
      {list.isLoading ? (
        <Spin />
      ) : !list.data?.length ? (
        <ListState
          error={list.isError}
          empty={t('orders.noProducts')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Row gutter={[16, 16]}>
          {list.data.map((p) => (
            <Col key={p.id} xs={24} md={12} xl={8}>
              <Card title={p.name} style={{ height: '100%' }} data-testid={`product-${p.code}`}>
                <Typography.Paragraph type="secondary" style={{ minHeight: 66 }}>
                  {p.summary}
                </Typography.Paragraph>
                <Typography.Text strong style={{ fontSize: 16, color: '#d4380d' }}>
                  {t(p.billing === 'subscription' ? 'orders.fromMonth' : 'orders.fromOnce', {
                    price: formatFen(p.fromFen),
                  })}
                </Typography.Text>
                <div style={{ marginTop: 12 }}>
                  <Link to={calculatorPath(p.code)}>
                    <Button type="primary">{t('orders.configure')}</Button>
                  </Link>
                </div>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
