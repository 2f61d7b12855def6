import type { TFunction } from 'i18next';
import type { Language, ServiceEntry } from '@ecloud/contract';
import { col, type ListColumn } from '../../../components/list/index.ts';
import { ServicePrice } from './service-price.tsx';

export interface ServiceRowActions {
  edit(e: ServiceEntry): void;
  setEnabled(e: ServiceEntry, enabled: boolean): void;
}

/** The catalogue as the platform keeps it: name in the page's language, price, order, state. */
export function serviceColumns(
  t: TFunction,
  lang: Language,
  a: ServiceRowActions,
): ListColumn<ServiceEntry>[] {
  return [
    col.text('code', t('services.manage.column.code'), { width: 200 }),
    col.text(lang, t('services.manage.column.name'), {
      width: 240,
      render: (text: ServiceEntry[Language]) => text.name,
    }),
    col.money('priceFen', t('services.manage.column.price'), {
      width: 180,
      render: (_: unknown, e) => <ServicePrice service={e} />,
    }),
    col.number('sort', t('services.manage.column.sort'), { width: 90 }),
    col.words(
      'enabled',
      t('services.manage.column.status'),
      { true: t('services.manage.published'), false: t('services.manage.unpublished') },
      { width: 110 },
    ),
    col.dateTime('updatedAt', t('services.manage.column.updatedAt'), { width: 170 }),
    col.actions<ServiceEntry>(t('common.actions'), 160, (e) => [
      { label: t('services.manage.edit'), onClick: () => a.edit(e), testId: 'service-edit' },
      e.enabled
        ? {
            label: t('services.manage.unpublish'),
            onClick: () => a.setEnabled(e, false),
            testId: 'service-unpublish',
          }
        : {
            label: t('services.manage.publish'),
            onClick: () => a.setEnabled(e, true),
            testId: 'service-publish',
          },
    ]),
  ];
}
