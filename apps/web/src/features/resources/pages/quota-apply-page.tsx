import { useState } from 'react';
import { App, Checkbox } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  QUOTA_REVIEW_CODE,
  QUOTA_STATUSES,
  calls,
  type ProviderCode,
  type QuotaRequest,
} from '@ecloud/contract';
import {
  ListScreen,
  ProviderFilter,
  SelectFilter,
  pageInput,
  useListState,
} from '../../../components/list/index.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useCan } from '../../../lib/permissions.ts';
import { toast } from '../../../lib/toast.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { useQuotaList, useWithdrawQuota } from '../api/use-quota.ts';
import {
  quotaColumns,
  quotaExportColumns,
  type QuotaStatus,
} from '../components/quota-columns.tsx';
import { QuotaFormModal } from '../components/quota-form-modal.tsx';
import { QuotaReviewModal } from '../components/quota-review-modal.tsx';
import { QuotaLimits } from '../components/quota-limits.tsx';

/**
 * /resourceManage/quotaApply: ask for more quota on an account and region; follow requests by
 * status; reviewers (v9-2) approve or reject with a comment; a requester withdraws their own.
 */
export default function QuotaApplyPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const me = useCurrentUser();
  const canReview = useCan(QUOTA_REVIEW_CODE);
  const { state, filter, paging } = useListState({ status: '', provider: '', mine: '' });
  const [reviewing, setReviewing] = useState<QuotaRequest | null>(null);
  const input = {
    ...pageInput<'createdAt' | 'status' | 'requested'>(paging),
    status: (state.status || undefined) as QuotaStatus | undefined,
    provider: (state.provider || undefined) as ProviderCode | undefined,
    mine: state.mine === '1' || undefined,
  };
  const list = useQuotaList(input);
  const withdraw = useWithdrawQuota();

  const confirmWithdraw = (q: QuotaRequest) =>
    modal.confirm({
      title: t('resources.quota.confirmWithdraw'),
      content: `${t(`resources.quota.item.${q.item}`)}: ${q.current} → ${q.requested}`,
      okText: t('resources.quota.withdraw'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await withdraw.mutateAsync(q.id);
        toast.success(t('resources.quota.withdrawn'));
      },
    });

  const columns = quotaColumns(t, {
    canReview,
    mine: (q) => q.requestedById === me?.id,
    review: setReviewing,
    withdraw: confirmWithdraw,
  });
  return (
    <>
      <ListScreen<QuotaRequest>
        title={t('resources.quota.title')}
        subtitle={t('resources.quota.subtitle')}
        action={{
          code: 'v9',
          icon: <PlusOutlined />,
          label: t('resources.quota.create'),
          dialog: (close) => <QuotaFormModal onClose={close} />,
          testId: 'quota-create',
        }}
        tableTestId="quota-table"
        columns={columns}
        query={list}
        paging={paging}
        empty={t('resources.quota.empty')}
        exportOf={{
          list: calls.quotaList,
          input,
          columns: quotaExportColumns(t, columns),
        }}
        filters={
          <>
            <SelectFilter
              placeholder={t('resources.quota.anyStatus')}
              width={150}
              value={state.status}
              options={codeOptions(t, 'resources.quota.status', QUOTA_STATUSES)}
              onChange={(status) => filter({ status })}
              testId="quota-status-filter"
            />
            <ProviderFilter
              placeholder={t('resources.filter.provider')}
              value={state.provider}
              onChange={(provider) => filter({ provider })}
            />
            <Checkbox
              checked={state.mine === '1'}
              onChange={(e) => filter({ mine: e.target.checked ? '1' : '' })}
            >
              {t('resources.quota.mine')}
            </Checkbox>
          </>
        }
      />
      <QuotaLimits />
      {reviewing && <QuotaReviewModal request={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}
