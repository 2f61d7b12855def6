import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useCostCustomers } from '../api/use-costs.ts';
import { useCostCustomer } from '../lib/customer.ts';

const OWN = '';

/**
 * A channel partner picks whose costs to read: its own organisation or one of its customers
 * (read-only). Anyone else sees nothing here.
 */
export function CustomerPicker() {
  const { t } = useTranslation();
  const partner = useCurrentUser()?.tenantKind === 'channel';
  const customers = useCostCustomers(partner);
  const [customer, setCustomer] = useCostCustomer();
  if (!partner) return null;
  return (
    <Select
      value={customer ?? OWN}
      style={{ minWidth: 220 }}
      showSearch
      optionFilterProp="label"
      loading={customers.isPending}
      aria-label={t('costs.customer.label')}
      data-testid="cost-customer"
      onChange={(v: string) => setCustomer(v || undefined)}
      options={[
        { value: OWN, label: t('costs.customer.own') },
        ...(customers.data?.list ?? []).map((c) => ({ value: c.tenantId, label: c.name })),
      ]}
    />
  );
}
