import { Button, Space } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { calls, type WorkOrderAttachment } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { saveBase64 } from '../../../lib/files.ts';

const size = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;

/** The files of a post; each is fetched through the call that checks who may see the order. */
export function AttachmentList({ files }: { files: WorkOrderAttachment[] }) {
  if (!files.length) return null;
  const download = async (f: WorkOrderAttachment) => {
    const r = await callApi(calls.workOrderAttachmentGet, { id: f.id });
    saveBase64(r.data, r.contentType, r.filename);
  };
  return (
    <Space wrap size={4}>
      {files.map((f) => (
        <Button
          key={f.id}
          size="small"
          type="link"
          icon={<PaperClipOutlined />}
          onClick={() => void download(f)}
          data-testid="work-order-attachment"
        >
          {f.filename} ({size(f.size)})
        </Button>
      ))}
    </Space>
  );
}
