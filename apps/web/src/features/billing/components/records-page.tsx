import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { codesFilter, type Codes } from './billing-columns.tsx';
import { BillingList, type BillingListProps } from './billing-list.tsx';

/**
 * A cost-centre records screen: its header and its filtered list. The words come from one
 * locale group (`words`.title, .subtitle, .empty, .keyword, .allStatuses), the title also
 * naming the export file.
 */
export function RecordsPage<T extends object>({
  words,
  extra,
  above,
  below,
  keyword = false,
  statuses,
  filters = [],
  ...list
}: Omit<BillingListProps<T>, 'empty' | 'keyword' | 'filename'> & {
  words: string;
  /** Beside the title (an add button). */
  extra?: ReactNode;
  /** Between the header and the list (a summary). */
  above?: ReactNode;
  /** After the list (its dialogs). */
  below?: ReactNode;
  /** Whether the list is searched by keyword. */
  keyword?: boolean;
  /** The status codes, offered as the last filter. */
  statuses?: Codes;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`${words}.title`)} subtitle={t(`${words}.subtitle`)} extra={extra} />
      {above}
      <BillingList<T>
        {...list}
        empty={t(`${words}.empty`)}
        keyword={keyword ? t(`${words}.keyword`) : undefined}
        filters={
          statuses
            ? [...filters, codesFilter(t, 'status', t(`${words}.allStatuses`), statuses)]
            : filters
        }
        filename={t(`${words}.title`)}
      />
      {below}
    </>
  );
}
