import { useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, RECEIPT_MAX_BYTES, RECEIPT_TYPES, calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { base64Request } from '../../../lib/files.ts';
import { toast } from '../../../lib/toast.ts';

type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** Uploads one transfer receipt (PNG, JPEG or PDF up to 512 KB); the form keeps its id. */
export function ReceiptUpload({
  onChange,
}: {
  value?: string;
  onChange?: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <Upload
      accept={RECEIPT_TYPES.join(',')}
      maxCount={1}
      fileList={files}
      beforeUpload={(file) => {
        if (!RECEIPT_TYPES.includes(file.type as ReceiptType)) {
          toast.error(t('billing.recharge.receiptType'), ERROR_TOAST_MS);
          return Upload.LIST_IGNORE;
        }
        if (file.size > RECEIPT_MAX_BYTES) {
          toast.error(t('billing.recharge.receiptTooLarge'), ERROR_TOAST_MS);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={base64Request(async (f, data) => {
        try {
          const res = await callApi(calls.receiptUpload, {
            filename: f.name.slice(0, 128),
            contentType: f.type as ReceiptType,
            data,
          });
          onChange?.(res.id);
          return res;
        } catch (err) {
          onChange?.(undefined);
          throw err;
        }
      })}
      onChange={({ fileList }) => setFiles(fileList)}
      onRemove={() => onChange?.(undefined)}
      data-testid="receipt-upload"
    >
      {files.every((f) => f.status === 'error') && (
        <Button icon={<UploadOutlined />}>{t('billing.recharge.upload')}</Button>
      )}
    </Upload>
  );
}
