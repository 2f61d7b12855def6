import type { ReactNode } from 'react';
import { PageHeader, type HeaderAction } from '../page-header.tsx';
import { DataList, type DataListProps } from './data-list.tsx';

export type ListScreenProps<R extends object> = Omit<DataListProps<R>, 'exportOf'> & {
  /** Heads the screen and names its export file. */
  title: string;
  subtitle?: ReactNode;
  extra?: ReactNode;
  action?: HeaderAction;
  exportOf?: Omit<NonNullable<DataListProps<R>['exportOf']>, 'filename'>;
};

/** A screen that is one list: its head (title, context, main action), then the list itself. */
export function ListScreen<R extends object>({
  title,
  subtitle,
  extra,
  action,
  exportOf,
  ...list
}: ListScreenProps<R>) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} extra={extra} action={action} />
      <DataList<R> {...list} exportOf={exportOf && { ...exportOf, filename: title }} />
    </>
  );
}
