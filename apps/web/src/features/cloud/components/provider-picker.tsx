import type { ReactNode } from 'react';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROVIDERS, type ProviderCatalogueEntry, type ProviderCode } from '@ecloud/contract';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';

export interface ProviderPickerProps {
  value?: ProviderCode;
  onChange?: (code: ProviderCode) => void;
  /** Why a provider cannot be chosen, or nothing when it can. */
  unavailable?: (p: ProviderCatalogueEntry) => string | undefined;
  /** Extra line per provider (e.g. how many accounts the tenant has on it). */
  extra?: (p: ProviderCatalogueEntry) => ReactNode;
  /** Narrow cards (in a modal) or wide ones (on a page). */
  compact?: boolean;
}

/**
 * The provider overview and picker of spec section 2: each provider's logo, introduction and
 * chart colour (the card's top edge is the colour's gradient).
 */
export function ProviderPicker({
  value,
  onChange,
  unavailable,
  extra,
  compact,
}: ProviderPickerProps) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} role="radiogroup" aria-label={t('cloud.provider.pick')}>
      {PROVIDERS.map((p) => {
        const why = unavailable?.(p);
        const selected = value === p.code;
        const { start, end } = p.chartColor.gradient;
        return (
          <Col key={p.code} xs={24} sm={12} lg={compact ? 12 : 8}>
            <Card
              size="small"
              hoverable={!why && !!onChange}
              role="radio"
              aria-checked={selected}
              aria-disabled={!!why}
              tabIndex={why || !onChange ? -1 : 0}
              onClick={() => !why && onChange?.(p.code)}
              onKeyDown={(e) => {
                if (!why && (e.key === 'Enter' || e.key === ' ')) {
                  e.preventDefault();
                  onChange?.(p.code);
                }
              }}
              data-testid={`provider-card-${p.code}`}
              style={{
                height: '100%',
                cursor: why || !onChange ? 'default' : 'pointer',
                opacity: why ? 0.55 : 1,
                borderColor: selected ? p.chartColor.color : undefined,
                boxShadow: selected ? `0 0 0 1px ${p.chartColor.color}` : undefined,
                overflow: 'hidden',
              }}
              styles={{ body: { padding: compact ? 12 : 16 } }}
            >
              <div
                aria-hidden
                style={{
                  height: 4,
                  margin: compact ? '-12px -12px 10px' : '-16px -16px 12px',
                  background: `linear-gradient(90deg, ${start}, ${end})`,
                }}
              />
              <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <ProviderLogo code={p.code} size={compact ? 24 : 28} />
                <span style={{ flex: 1 }} />
                {selected && (
                  <CheckCircleFilled style={{ color: p.chartColor.color, fontSize: 18 }} />
                )}
                {why && <Tag>{why}</Tag>}
              </div>
              <Typography.Paragraph
                type="secondary"
                style={{ margin: '8px 0 0', fontSize: 12 }}
                ellipsis={compact ? { rows: 2, tooltip: t(p.introduce) } : { rows: 3 }}
              >
                {t(p.introduce)}
              </Typography.Paragraph>
              {extra && <div style={{ marginTop: 8 }}>{extra(p)}</div>}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
