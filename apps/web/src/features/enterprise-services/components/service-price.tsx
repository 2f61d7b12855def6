import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen, type ServiceCard } from '@ecloud/contract';

/** The price per unit, or "on quote". */
export function ServicePrice({ service }: { service: Pick<ServiceCard, 'priceFen' | 'unit'> }) {
  const { t } = useTranslation();
  return (
    <Typography.Text strong style={{ color: '#cf1322' }} data-testid="service-price">
      {service.priceFen === null
        ? t('services.onQuote')
        : `${formatFen(service.priceFen)} / ${t(`services.unit.${service.unit}`)}`}
    </Typography.Text>
  );
}
