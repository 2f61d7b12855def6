import { Button, Tooltip } from 'antd';
import { ColumnHeightOutlined, VerticalAlignMiddleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Density } from './density.ts';

/** Switches the list between comfortable and compact rows. */
export function DensityToggle({
  value,
  onChange,
}: {
  value: Density;
  onChange(next: Density): void;
}) {
  const { t } = useTranslation();
  const next: Density = value === 'compact' ? 'comfortable' : 'compact';
  return (
    <Tooltip title={t(`list.density.${next}`)}>
      <Button
        icon={value === 'compact' ? <ColumnHeightOutlined /> : <VerticalAlignMiddleOutlined />}
        aria-label={`${t('list.density.label')}: ${t(`list.density.${value}`)}`}
        aria-pressed={value === 'compact'}
        onClick={() => onChange(next)}
        data-testid="density-toggle"
        data-density={value}
      />
    </Tooltip>
  );
}
