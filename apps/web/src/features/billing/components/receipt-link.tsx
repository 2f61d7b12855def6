import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { base64Url } from '../../../lib/files.ts';

/** Opens a stored transfer receipt in a new tab. */
export function ReceiptLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    // Opened before the wait, so the browser does not treat it as an unasked pop-up.
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const r = await callApi(calls.receiptGet, { id });
      const url = base64Url(r.data, r.contentType);
      if (tab) tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="link" size="small" loading={busy} onClick={() => void open()}>
      {t('billing.rechargeRecord.viewReceipt')}
    </Button>
  );
}
