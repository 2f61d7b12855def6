import { useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_POST,
  ERROR_TOAST_MS,
  calls,
} from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { base64Request } from '../../../lib/files.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Up to five files, each uploaded as it is chosen; the form keeps their ids. The size is checked
 * here to save the trip; the type is judged by the server from the content.
 */
export function AttachmentUpload({
  onChange,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const ids = (list: UploadFile[]) =>
    list.flatMap((f) =>
      f.status === 'done' && f.response ? [(f.response as { id: string }).id] : [],
    );
  return (
    <Upload
      multiple
      maxCount={ATTACHMENTS_PER_POST}
      fileList={files}
      beforeUpload={(file, chosen) => {
        if (files.length + chosen.length > ATTACHMENTS_PER_POST) {
          toast.error(t('workOrders.tooManyFiles'), ERROR_TOAST_MS);
          return Upload.LIST_IGNORE;
        }
        if (file.size > ATTACHMENT_MAX_BYTES) {
          toast.error(t('workOrders.fileTooLarge', { name: file.name }), ERROR_TOAST_MS);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={base64Request((f, data) =>
        callApi(calls.workOrderAttachmentUpload, { filename: f.name.slice(0, 128), data }),
      )}
      onChange={({ fileList }) => {
        setFiles(fileList);
        onChange?.(ids(fileList));
      }}
      data-testid="work-order-upload"
    >
      <Button icon={<PaperClipOutlined />}>{t('workOrders.attach')}</Button>
    </Upload>
  );
}
