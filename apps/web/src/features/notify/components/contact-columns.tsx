import type { TFunction } from 'i18next';
import {
  ALARM_CENTRE_CODE,
  CHANNEL_KINDS,
  LANGUAGES,
  type Contact,
  type ContactGroup,
  type NotifyChannel,
} from '@ecloud/contract';
import { col, wordsFor, type ListColumn } from '../../../components/list/index.ts';

/** What a row offers: edit, delete (asked first) and, for contacts and channels, a test notice. */
export interface RowHandlers<R> {
  edit(r: R): void;
  remove(r: R): void;
  test?(r: R): void;
}

function actions<R extends { name: string }>(t: TFunction, h: RowHandlers<R>, kind: string) {
  return col.actions<R>(t('common.actions'), h.test ? 220 : 140, (r) => [
    h.test && {
      label: t('notify.contacts.sendTest'),
      onClick: () => h.test!(r),
      code: ALARM_CENTRE_CODE,
      testId: `${kind}-test`,
    },
    { label: t('common.edit'), onClick: () => h.edit(r), testId: `${kind}-edit` },
    {
      label: t('common.delete'),
      danger: true,
      onClick: () => h.remove(r),
      testId: `${kind}-delete`,
      confirm: {
        title: t('notify.contacts.confirmDelete', { name: r.name }),
        okText: t('common.delete'),
        cancelText: t('common.cancel'),
      },
    },
  ]);
}

const language = (t: TFunction) => wordsFor(LANGUAGES, (l) => t(`notify.language.${l}`));

export const contactColumns = (t: TFunction, h: RowHandlers<Contact>): ListColumn<Contact>[] => [
  col.text('name', t('notify.field.name'), { width: 140 }),
  col.text('email', t('notify.field.email'), { width: 220 }),
  col.dash('phone', t('notify.field.phone'), { width: 140 }),
  col.words('language', t('notify.field.language'), language(t), { width: 110 }),
  col.dateTime('createdAt', t('notify.field.createdAt'), { width: 170 }),
  actions(t, h, 'contact'),
];

export const groupColumns = (
  t: TFunction,
  contacts: Contact[],
  h: RowHandlers<ContactGroup>,
): ListColumn<ContactGroup>[] => [
  col.text('name', t('notify.field.name'), { width: 160 }),
  col.text('contactIds', t('notify.field.members'), {
    width: 320,
    render: (ids: string[]) =>
      ids
        .map((id) => contacts.find((c) => c.id === id)?.name ?? '')
        .filter(Boolean)
        .join(', ') || '—',
  }),
  col.dateTime('createdAt', t('notify.field.createdAt'), { width: 170 }),
  actions(t, h, 'group'),
];

export const channelColumns = (
  t: TFunction,
  h: RowHandlers<NotifyChannel>,
): ListColumn<NotifyChannel>[] => [
  col.text('name', t('notify.field.name'), { width: 160 }),
  col.words(
    'kind',
    t('notify.field.kind'),
    wordsFor(CHANNEL_KINDS, (k) => t(`notify.channelKind.${k}`)),
    { width: 140 },
  ),
  col.text('url', t('notify.field.url'), { width: 300 }),
  col.text('hasSecret', t('notify.field.hasSecret'), {
    width: 90,
    render: (v: boolean) => (v ? t('notify.field.signedYes') : '—'),
  }),
  col.words('language', t('notify.field.language'), language(t), { width: 110 }),
  actions(t, h, 'channel'),
];
