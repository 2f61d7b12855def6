import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_MAX_ROWS,
  type CallDef,
  type ExportColumn,
  type ExportFormat,
} from '@ecloud/contract';
import { downloadExport } from '../lib/export.ts';
import { toast } from '../lib/toast.ts';

export interface ExportButtonProps {
  list: CallDef;
  /** The list's current filters (paging is ignored: the whole filtered list is exported). */
  input: Record<string, unknown>;
  columns: ExportColumn[];
  filename: string;
}

/** Export the filtered list to CSV or Excel. */
export function ExportButton({ list, input, columns, filename }: ExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const { rows, truncated } = await downloadExport(list, input, columns, format, filename);
      if (truncated) toast.warning(t('export.truncated', { count: EXPORT_MAX_ROWS }), 8000);
      else toast.success(t('export.done', { count: rows }));
    } catch {
      // The wrapper has told the user.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'xlsx', label: t('export.xlsx') },
          { key: 'csv', label: t('export.csv') },
        ],
        onClick: ({ key }) => void run(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="export">
        {t('export.button')}
      </Button>
    </Dropdown>
  );
}
