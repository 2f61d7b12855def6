import { EmailDeliveries } from './email-deliveries.tsx';
import type { TFunction } from 'i18next';
import { REPORT_SUBJECTS, type ReportDefinition, type ReportFile } from '@ecloud/contract';
import { col, wordsFor, type ListColumn } from '../../../components/list/index.ts';

export interface ReportRowActions {
  edit(r: ReportDefinition): void;
  run(r: ReportDefinition): void;
  remove(r: ReportDefinition): void;
}

/** Definitions: name, subject, format, schedule, next and last runs, and what may be done. */
export function reportColumns(t: TFunction, a: ReportRowActions): ListColumn<ReportDefinition>[] {
  return [
    col.text('name', t('reports.column.name'), { width: 240 }),
    col.words(
      'subject',
      t('reports.column.subject'),
      wordsFor(REPORT_SUBJECTS, (v) => t(`reports.subject.${v}`)),
      { width: 130 },
    ),
    col.text('format', t('reports.column.format'), { width: 90 }),
    col.text('schedule', t('reports.column.schedule'), {
      width: 110,
      render: (s: ReportDefinition['schedule']) => t(`reports.schedule.${s.kind}`),
    }),
    col.dateTime('nextRunAt', t('reports.column.nextRunAt'), { width: 170 }),
    col.dateTime('lastRunAt', t('reports.column.lastRunAt'), { width: 170 }),
    col.actions<ReportDefinition>(t('common.actions'), 220, (r) => [
      { label: t('reports.runNow'), onClick: () => a.run(r), testId: 'report-run' },
      { label: t('reports.edit'), onClick: () => a.edit(r), testId: 'report-edit' },
      {
        label: t('common.delete'),
        danger: true,
        onClick: () => a.remove(r),
        testId: 'report-delete',
        confirm: {
          title: t('reports.confirmDelete'),
          okText: t('common.delete'),
          cancelText: t('common.cancel'),
        },
      },
    ]),
  ];
}

/** Files: which report, when, how many rows, until when kept, downloads; download. */
export function fileColumns(
  t: TFunction,
  download: (f: ReportFile) => void,
): ListColumn<ReportFile>[] {
  return [
    col.text('reportName', t('reports.file.report'), { width: 200 }),
    col.text('filename', t('reports.file.name'), { width: 260 }),
    col.number('rows', t('reports.file.rows'), { width: 90 }),
    col.dateTime('createdAt', t('reports.file.createdAt'), { width: 170 }),
    col.dateTime('expiresAt', t('reports.file.expiresAt'), { width: 170 }),
    col.number('downloads', t('reports.file.downloads'), { width: 100 }),
    {
      key: 'emails',
      title: t('reports.file.emails'),
      width: 200,
      render: (_: unknown, f: ReportFile) => <EmailDeliveries emails={f.emails} />,
    },
    col.actions<ReportFile>(t('common.actions'), 120, (f) => [
      { label: t('reports.file.download'), onClick: () => download(f), testId: 'report-download' },
    ]),
  ];
}
