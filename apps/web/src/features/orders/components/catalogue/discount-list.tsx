import { Button, Col, Form, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IntField, PercentField } from './fields.tsx';

/**
 * Discounts by term (months at least) or by quantity (units at least); the best one that applies
 * is taken, as getPrice does.
 */
export function DiscountList({ kind }: { kind: 'term' | 'quantity' }) {
  const { t } = useTranslation();
  const at = kind === 'term' ? 'months' : 'min';
  return (
    <Form.List name={['discounts', kind]}>
      {(rows, { add, remove }) => (
        <>
          <Typography.Text strong>{t(`catalogue.form.discount.${kind}`)}</Typography.Text>
          {rows.map((r) => (
            <Row gutter={8} key={r.key} align="top">
              <Col span={10}>
                <IntField
                  name={[r.name, at]}
                  label={t(`catalogue.form.discount.${at}`)}
                  min={kind === 'term' ? 1 : 2}
                />
              </Col>
              <Col span={10}>
                <PercentField name={[r.name, 'percent']} label={t('catalogue.form.discount.off')} />
              </Col>
              <Col span={4}>
                <Form.Item label=" ">
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(r.name)}
                    aria-label={t('catalogue.form.remove')}
                  />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <div style={{ margin: '8px 0 16px' }}>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add({ [at]: kind === 'term' ? 12 : 5, percent: '5' })}
              data-testid={`discount-add-${kind}`}
            >
              {t('catalogue.form.discount.add')}
            </Button>
          </div>
        </>
      )}
    </Form.List>
  );
}
