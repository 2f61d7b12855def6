import { useQuery } from '@tanstack/react-query';
import { calls, type ReportFile } from '@ecloud/contract';
import {
  byIds,
  useCallMutation,
  useDetailCall,
  useInvalidate,
  useListCall,
} from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';
import { downloadFile } from '../../../lib/export.ts';
import { reportKeys, type ReportFileParams, type ReportListParams } from './keys.ts';

export const useReportList = (params: ReportListParams) =>
  useListCall(calls.reportList, reportKeys.list(params), params);

export const useReportFiles = (params: ReportFileParams) =>
  useListCall(calls.reportFiles, reportKeys.files(params), params);

export const useReport = (id: string | undefined) =>
  useDetailCall(calls.reportDetail, reportKeys.detail, id);

/** Whether e-mail can be sent, and the tenant's people: the form's choices. */
export const useReportOptions = () =>
  useQuery({
    queryKey: reportKeys.options(),
    queryFn: () => callApi(calls.reportOptions, {}),
  });

const REPORTS = [reportKeys.all];

export const useCreateReport = () => useCallMutation(calls.reportCreate, REPORTS);
export const useUpdateReport = () => useCallMutation(calls.reportUpdate, REPORTS);
export const useDeleteReports = () => useCallMutation(calls.reportDelete, REPORTS, byIds);
export const useRunReport = () => useCallMutation(calls.reportRunNow, REPORTS);

/** Saves a file; its download count changes, so the file list is read again. */
export function useDownloadReportFile() {
  const refresh = useInvalidate(REPORTS);
  return async (f: ReportFile) => {
    await downloadFile(calls.reportDownload, { id: f.id }, f.filename);
    await refresh();
  };
}
