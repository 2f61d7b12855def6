import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { providerByCode, type ProviderCode } from '@ecloud/contract';
import { MARKS } from './marks.tsx';

/**
 * The three logos of spec section 3: `colourful` (colourImg: the mark in the brand colours with
 * the name), `plain` (img: the same in the text colour, for dense lists and print) and `small`
 * (img1: the mark alone, for table cells and menus).
 */
export type LogoVariant = 'colourful' | 'plain' | 'small';

export interface ProviderLogoProps {
  code: ProviderCode | string;
  variant?: LogoVariant;
  /** Height in px; the mark is square. */
  size?: number;
  /** Show the provider's name next to the mark (colourful and plain only). */
  withName?: boolean;
  style?: CSSProperties;
}

export function ProviderLogo({
  code,
  variant = 'colourful',
  size = 24,
  withName = variant !== 'small',
  style,
}: ProviderLogoProps) {
  const { t } = useTranslation();
  const provider = providerByCode(code);
  const name = provider ? t(provider.label) : code;
  const draw = provider ? MARKS[provider.code] : undefined;
  const plain = variant === 'plain';
  const main = plain ? 'currentColor' : (provider?.chartColor.color ?? 'currentColor');
  const second = plain ? 'currentColor' : (provider?.chartColor.gradient.end ?? 'currentColor');
  const mark = (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role="img"
      aria-label={name}
      data-provider={code}
      style={{ flex: 'none', display: 'block' }}
    >
      {draw ? (
        draw(main, second)
      ) : (
        <rect
          x="3"
          y="3"
          width="26"
          height="26"
          rx="6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      )}
    </svg>
  );
  if (variant === 'small' || !withName)
    return <span style={{ display: 'inline-flex', ...style }}>{mark}</span>;
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: Math.round(size / 4),
        fontWeight: 600,
        fontSize: Math.max(12, Math.round(size * 0.58)),
        color: plain ? 'inherit' : main,
        whiteSpace: 'nowrap',
        ...style,
      }}
      data-testid={`provider-logo-${code}`}
    >
      {mark}
      <span aria-hidden>{name}</span>
    </span>
  );
}
