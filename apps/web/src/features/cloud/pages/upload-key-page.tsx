import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../components/confirm.ts';
import { calls, type KeyPair, type ProviderCode } from '@ecloud/contract';
import {
  ListScreen,
  SearchFilter,
  ProviderFilter,
  useListState,
} from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { AccountFilter } from '../components/account-filter.tsx';
import { useDeleteKeyPairs, useKeyPairs } from '../api/use-key-pairs.ts';
import { keyPairColumns } from '../components/key-pair-columns.tsx';
import { UploadKeyModal } from '../components/upload-key-modal.tsx';

/** /resourceManage/cloudResource/tx/uploadkey: OpenSSH public keys kept per cloud account. */
export default function UploadKeyPage() {
  const { t } = useTranslation();
  const askDelete = useConfirmDelete();
  const { state, filter, paging } = useListState({ provider: '', accountId: '', keyword: '' });
  const input = {
    page: paging.page,
    pageSize: paging.pageSize,
    provider: (state.provider || undefined) as ProviderCode | undefined,
    accountId: state.accountId || undefined,
    keyword: state.keyword || undefined,
  };
  const list = useKeyPairs(input);
  const remove = useDeleteKeyPairs();
  const confirmDelete = (k: KeyPair) =>
    askDelete({
      title: t('cloud.keys.confirmDelete', { name: k.name }),
      content: t('cloud.keys.confirmDeleteBody'),
      onOk: async () => {
        await remove.mutateAsync([k.id]);
        toast.success(t('cloud.keys.deleted', { name: k.name }));
      },
    });

  const columns = keyPairColumns(t, confirmDelete);
  return (
    <ListScreen<KeyPair>
      title={t('cloud.keys.title')}
      subtitle={t('cloud.keys.subtitle')}
      action={{
        code: 'v9',
        icon: <UploadOutlined />,
        label: t('cloud.keys.upload'),
        dialog: (close) => <UploadKeyModal onClose={close} />,
        testId: 'key-upload',
      }}
      tableTestId="key-table"
      columns={columns}
      query={list}
      paging={paging}
      empty={t('cloud.keys.empty')}
      exportOf={{
        list: calls.keyPairList,
        input,
      }}
      filters={
        <>
          <ProviderFilter
            placeholder={t('cloud.filter.provider')}
            width={170}
            value={state.provider}
            onChange={(provider) => filter({ provider, accountId: '' })}
          />
          <AccountFilter
            provider={input.provider}
            width={200}
            value={state.accountId}
            onChange={(accountId) => filter({ accountId })}
          />
          <SearchFilter
            placeholder={t('cloud.keys.search')}
            value={state.keyword}
            onSearch={(keyword) => filter({ keyword: keyword.trim() })}
          />
        </>
      }
    />
  );
}
