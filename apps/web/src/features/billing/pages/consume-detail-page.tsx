import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { AddressTabs } from '../components/address-tabs.tsx';
import { ConsumptionList } from '../components/consumption-list.tsx';
import { LedgerList } from '../components/ledger-list.tsx';
import { ReportsLink } from '../../reports/index.ts';

/** v3-2: every debit with its source and payment kinds; the account flow beside it. */
export default function ConsumeDetailPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('billing.consume.title')}
        subtitle={t('billing.consume.subtitle')}
        extra={<ReportsLink />}
      />
      <AddressTabs
        items={[
          {
            key: 'consumption',
            label: t('billing.consume.tabConsumption'),
            children: <ConsumptionList />,
          },
          { key: 'ledger', label: t('billing.consume.tabLedger'), children: <LedgerList /> },
        ]}
      />
    </>
  );
}
