import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import type { ReportDefinition, ReportFile } from '@ecloud/contract';
import { DataList, KeywordFilter, useListState } from '../../../components/list/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  useDeleteReports,
  useDownloadReportFile,
  useReportFiles,
  useReportList,
  useRunReport,
} from '../api/use-reports.ts';
import { fileColumns, reportColumns } from '../components/report-columns.tsx';
import { reportHref } from '../lib/paths.ts';

type Tab = 'reports' | 'files';

/** Report home: the tenant's definitions and, on the second tab, the files they produced. */
export default function ReportHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, filter, paging } = useListState({ tab: 'reports', keyword: '' });
  const tab = state.tab as Tab;
  const input = { page: paging.page, pageSize: paging.pageSize };
  const reports = useReportList({ ...input, keyword: state.keyword || undefined });
  // Both lists share the address's paging; only the open tab's list is shown.
  const files = useReportFiles(input);
  const run = useRunReport();
  const remove = useDeleteReports();
  const download = useDownloadReportFile();
  const columns = reportColumns(t, {
    edit: (r) => void navigate(reportHref.condition(r.id)),
    run: (r) => void run.mutateAsync({ id: r.id }).then(() => toast.success(t('reports.queued'))),
    remove: (r) => void remove.mutateAsync([r.id]).then(() => toast.success(t('reports.deleted'))),
  });
  return (
    <>
      <PageHeader
        title={t('reports.title')}
        action={{
          label: t('reports.create'),
          icon: <PlusOutlined />,
          onClick: () => void navigate(reportHref.create()),
          testId: 'report-create',
        }}
      />
      <Tabs
        activeKey={tab}
        onChange={(k) => filter({ tab: k })}
        destroyOnHidden
        items={[
          {
            key: 'reports',
            label: t('reports.tab.reports'),
            children: (
              <DataList<ReportDefinition>
                columns={columns}
                query={reports}
                paging={paging}
                empty={t('reports.empty')}
                filters={
                  <KeywordFilter list={{ state, filter }} placeholder={t('reports.search')} />
                }
              />
            ),
          },
          {
            key: 'files',
            label: <span data-testid="report-files-tab">{t('reports.tab.files')}</span>,
            children: (
              <div data-testid="report-files">
                <DataList<ReportFile>
                  columns={fileColumns(t, (f) => void download(f))}
                  query={files}
                  paging={paging}
                  empty={t('reports.file.empty')}
                />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
