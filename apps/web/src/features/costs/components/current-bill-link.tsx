import { Button } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CURRENT_BILL_CODE } from '@ecloud/contract';
import { useCan } from '../../../lib/permissions.ts';
import { costHref } from '../lib/paths.ts';

/** The resource screens' way to the real-time bill, for people who may open it. */
export function CurrentBillLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan(CURRENT_BILL_CODE);
  if (!can) return null;
  return (
    <Button
      icon={<DollarOutlined />}
      data-testid="current-bill-link"
      onClick={() => void navigate(costHref.currentBill())}
    >
      {t('costs.current.link')}
    </Button>
  );
}
