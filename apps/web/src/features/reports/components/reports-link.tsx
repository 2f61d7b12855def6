import { Button } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportHref } from '../lib/paths.ts';

/**
 * The way to the report centre from the lists a report can be made of (consumption, resources):
 * where Alibaba's and Huawei's consoles offer scheduled exports, beside the data itself.
 */
export function ReportsLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      icon={<FileTextOutlined />}
      data-testid="reports-link"
      onClick={() => void navigate(reportHref.home())}
    >
      {t('reports.link')}
    </Button>
  );
}
