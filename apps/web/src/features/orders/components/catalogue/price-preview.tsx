import { useDeferredValue, useState } from 'react';
import { Alert, Card, Flex, InputNumber, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductDefInput } from '@ecloud/contract';
import { useCataloguePreview } from '../../api/use-catalogue.ts';
import { defaultAttrs } from '../../lib/catalogue-form.ts';
import { PriceBreakdown } from '../price-breakdown.tsx';

/**
 * The price of the definition being edited, by the server's own price function, for the default
 * configuration at a term and quantity the editor picks. `problem` names what to fix first.
 */
export function PricePreview({ def, problem }: { def?: ProductDefInput; problem?: string }) {
  const { t } = useTranslation();
  const [months, setMonths] = useState<number | undefined>();
  const [quantity, setQuantity] = useState(1);
  const terms = def?.terms ?? [];
  const term = months !== undefined && terms.includes(months) ? months : terms[0];
  const config = useDeferredValue({
    attrs: def ? defaultAttrs(def) : {},
    ...(def?.billing === 'subscription' && term ? { months: term } : {}),
    quantity: Math.min(quantity, def?.quantityMax ?? quantity),
  });
  const deferred = useDeferredValue(def);
  const price = useCataloguePreview(deferred, config);
  return (
    <Card title={t('catalogue.preview.title')} data-testid="catalogue-preview">
      <Typography.Paragraph type="secondary">{t('catalogue.preview.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {def?.billing === 'subscription' && (
          <Select
            style={{ width: 140 }}
            value={term}
            onChange={setMonths}
            options={terms.map((m) => ({ value: m, label: t('orders.calc.months', { count: m }) }))}
            aria-label={t('orders.calc.term')}
            data-testid="preview-term"
          />
        )}
        <InputNumber
          min={1}
          max={def?.quantityMax}
          precision={0}
          value={quantity}
          onChange={(v) => setQuantity(v ?? 1)}
          prefix={`${t('orders.calc.quantity')}:`}
          data-testid="preview-quantity"
        />
      </Flex>
      {problem ? (
        <Alert
          type="info"
          showIcon
          message={t('catalogue.preview.incomplete', { field: problem })}
        />
      ) : price.isError ? (
        <Alert type="warning" showIcon message={price.error.message} />
      ) : price.data ? (
        <Spin spinning={price.isFetching} delay={300}>
          <PriceBreakdown price={price.data} once={def?.billing === 'oneOff'} />
        </Spin>
      ) : (
        <Spin />
      )}
    </Card>
  );
}
