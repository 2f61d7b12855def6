import type { TFunction } from 'i18next';
import { Tag } from 'antd';
import {
  BILLING_MODES,
  PRODUCT_CATEGORIES,
  formatFen,
  type Language,
  type ManagedProduct,
} from '@ecloud/contract';
import { col, wordsFor, type ListColumn } from '../../../../components/list/index.ts';

export interface CatalogueRowActions {
  edit(p: ManagedProduct): void;
  setEnabled(p: ManagedProduct, enabled: boolean): void;
}

/** The catalogue as its editors keep it: disabled products too, with what they cost. */
export function catalogueColumns(
  t: TFunction,
  lang: Language,
  a: CatalogueRowActions,
): ListColumn<ManagedProduct>[] {
  return [
    col.text('code', t('catalogue.column.code'), { width: 140 }),
    col.text('texts', t('catalogue.column.name'), {
      width: 190,
      render: (texts: ManagedProduct['texts']) => texts[lang].name,
    }),
    col.words(
      'category',
      t('catalogue.column.category'),
      wordsFor(PRODUCT_CATEGORIES, (c) => t(`catalogue.category.${c}`)),
      { width: 100 },
    ),
    col.words(
      'billing',
      t('catalogue.column.billing'),
      wordsFor(BILLING_MODES, (b) => t(`catalogue.billing.${b}`)),
      { width: 130 },
    ),
    col.money('baseFen', t('catalogue.column.base'), {
      width: 120,
      render: (fen: number) => formatFen(fen),
    }),
    col.number('sort', t('catalogue.column.sort'), { width: 70 }),
    col.text('enabled', t('catalogue.column.status'), {
      width: 100,
      render: (on: boolean) => (
        <Tag color={on ? 'green' : 'default'}>
          {t(on ? 'catalogue.enabled' : 'catalogue.disabled')}
        </Tag>
      ),
    }),
    col.dateTime('updatedAt', t('catalogue.column.updatedAt'), { width: 160 }),
    col.actions<ManagedProduct>(t('common.actions'), 130, (p) => [
      { label: t('catalogue.edit'), onClick: () => a.edit(p), testId: `catalogue-edit-${p.code}` },
      p.enabled
        ? {
            label: t('catalogue.disable'),
            danger: true,
            onClick: () => a.setEnabled(p, false),
            testId: `catalogue-disable-${p.code}`,
            confirm: {
              title: t('catalogue.confirmDisable', { name: p.texts[lang].name }),
              okText: t('catalogue.disable'),
              cancelText: t('common.cancel'),
            },
          }
        : {
            label: t('catalogue.enable'),
            onClick: () => a.setEnabled(p, true),
            testId: `catalogue-enable-${p.code}`,
          },
    ]),
  ];
}
