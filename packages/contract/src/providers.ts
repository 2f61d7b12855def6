/** Spec section 3: the provider catalogue. Logos are drawn by the web app (provider-logo). */
export const PROVIDER_CODES = ['QINGYUN', 'ALI', 'HUAWEI', 'JINGDONG', 'AWS', 'TENGXUN'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

export interface ChartColor {
  color: string;
  gradient: { start: string; end: string };
}

export interface ProviderCatalogueEntry {
  value: ProviderCode;
  code: ProviderCode;
  /** i18n key of the display name. */
  label: string;
  mark: string;
  consumeSign: string;
  opened: boolean;
  applied: boolean;
  chartColor: ChartColor;
  /** i18n key of the introduction text. */
  introduce: string;
}

const entry = (
  code: ProviderCode,
  mark: string,
  consumeSign: string,
  opened: boolean,
  applied: boolean,
  color: string,
  start: string,
  end: string,
): ProviderCatalogueEntry => ({
  value: code,
  code,
  label: `provider.${code}.name`,
  mark,
  consumeSign,
  opened,
  applied,
  chartColor: { color, gradient: { start, end } },
  introduce: `provider.${code}.introduce`,
});

export const PROVIDERS: readonly ProviderCatalogueEntry[] = [
  entry('QINGYUN', 'zj', 'zjCloud', true, true, '#2E7CF6', '#5B9BFF', '#1456C7'),
  entry('ALI', 'ali', 'aliCloud', true, true, '#FF6A00', '#FF9A4D', '#E05500'),
  entry('HUAWEI', 'hw', 'huawCloud', true, true, '#CF0A2C', '#F0485F', '#A10822'),
  entry('JINGDONG', 'jd', 'jdCloud', false, true, '#E1251B', '#F2675F', '#B81B12'),
  entry('AWS', 'ymx', 'awsCloud', false, false, '#FF9900', '#FFB84D', '#232F3E'),
  entry('TENGXUN', 'tx', 'tencentCloud', false, false, '#006EFF', '#4D9BFF', '#0052CC'),
];

export const providerByCode = (code: string): ProviderCatalogueEntry | undefined =>
  PROVIDERS.find((p) => p.code === code);
