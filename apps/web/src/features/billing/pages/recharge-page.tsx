import { Alert, Card, Col, Row, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_TYPE } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { ContractList } from '../components/contract-list.tsx';
import { RechargeForm } from '../components/recharge-form.tsx';
import { ReceivingAccounts } from '../components/receiving-accounts.tsx';

/**
 * v3-6: an offline bank transfer, reported here and credited once the platform confirms it.
 * Contract customers (customType 4) are billed by contract: they see their contracts instead.
 */
export default function RechargePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user?.customType === CUSTOM_TYPE.contract)
    return (
      <>
        <PageHeader title={t('billing.overview.contracts')} />
        <Alert
          type="info"
          showIcon
          title={t('billing.recharge.hidden')}
          style={{ marginBottom: 16 }}
          data-testid="recharge-hidden"
        />
        <ContractList />
      </>
    );
  return (
    <>
      <PageHeader title={t('billing.recharge.title')} subtitle={t('billing.recharge.subtitle')} />
      <Card style={{ marginBottom: 16 }}>
        <Steps
          size="small"
          current={1}
          items={[
            { title: t('billing.recharge.step1') },
            { title: t('billing.recharge.step2') },
            { title: t('billing.recharge.step3') },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <ReceivingAccounts />
        </Col>
        <Col xs={24} xl={14}>
          <RechargeForm />
        </Col>
      </Row>
    </>
  );
}
