import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../components/confirm.ts';
import type { CheckAccountResult, CloudAccount } from '@ecloud/contract';
import { toast } from '../../../lib/toast.ts';
import { useAccountStatus, useCheckAccount, useDeleteAccounts } from '../api/use-accounts.ts';
import { useSyncNow } from '../api/use-sync.ts';
import { CheckResult } from './check-result.tsx';

/** What a person does to cloud accounts from the list: sync, check, enable, delete. */
export function useAccountActions(onSyncStarted: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const askDelete = useConfirmDelete();
  const setStatus = useAccountStatus();
  const remove = useDeleteAccounts();
  const syncNow = useSyncNow();
  const check = useCheckAccount();
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);

  const sync = async (ids: string[]) => {
    const { jobs: started } = await syncNow.mutateAsync(ids);
    toast.success(t('cloud.sync.started', { count: started.length }));
    onSyncStarted();
  };
  const runCheck = async (a: CloudAccount) => {
    const result: CheckAccountResult = await check.mutateAsync({ id: a.id });
    modal.info({
      title: t('cloud.check.title', { name: a.name }),
      width: 560,
      content: <CheckResult result={result} />,
      okText: t('cloud.check.close'),
    });
  };
  const toggle = async (a: CloudAccount, enabled: boolean) => {
    await setStatus.mutateAsync({ ids: [a.id], status: enabled ? 1 : 0 });
    toast.success(
      t(enabled ? 'cloud.account.enabled' : 'cloud.account.disabled', { name: a.name }),
    );
  };
  const confirmDelete = (a: CloudAccount) =>
    askDelete({
      title: t('cloud.account.confirmDelete', { name: a.name }),
      content: t('cloud.account.confirmDeleteBody', { count: a.resourceCount }),
      onOk: async () => {
        await remove.mutateAsync([a.id]);
        toast.success(t('cloud.account.deleted', { name: a.name }));
      },
    });

  return {
    sync: (ids: string[]) => quiet(sync(ids)),
    check: (a: CloudAccount) => quiet(runCheck(a)),
    toggle: (a: CloudAccount, on: boolean) => quiet(toggle(a, on)),
    remove: confirmDelete,
  };
}
