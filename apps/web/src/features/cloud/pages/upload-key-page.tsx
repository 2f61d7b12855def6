import { useState } from 'react';
import {
  App,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Typography,
  Upload,
} from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  PROVIDERS,
  calls,
  keyPairUploadInput,
  type KeyPair,
  type ProviderCode,
} from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActionButton } from '../../../components/action-button.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useAccountOptions } from '../api/use-accounts.ts';
import { useDeleteKeyPairs, useKeyPairs, useUploadKeyPair } from '../api/use-key-pairs.ts';

const CODE = 'v9';
const shape = keyPairUploadInput.shape;

/** /resourceManage/cloudResource/tx/uploadkey: OpenSSH public keys kept per cloud account. */
export default function UploadKeyPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [state, setState] = useSearchState({
    page: 1,
    pageSize: 10,
    provider: '',
    accountId: '',
    keyword: '',
  });
  const [uploading, setUploading] = useState(false);
  const accounts = useAccountOptions();
  const input = {
    page: state.page,
    pageSize: state.pageSize,
    provider: (state.provider || undefined) as ProviderCode | undefined,
    accountId: state.accountId || undefined,
    keyword: state.keyword || undefined,
  };
  const list = useKeyPairs(input);
  const remove = useDeleteKeyPairs();
  const confirmDelete = (k: KeyPair) =>
    modal.confirm({
      title: t('cloud.keys.confirmDelete', { name: k.name }),
      content: t('cloud.keys.confirmDeleteBody'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await remove.mutateAsync([k.id]);
        toast.success(t('cloud.keys.deleted', { name: k.name }));
      },
    });

  return (
    <>
      <PageHeader
        title={t('cloud.keys.title')}
        subtitle={t('cloud.keys.subtitle')}
        extra={
          <ActionButton
            code={CODE}
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => setUploading(true)}
            data-testid="key-upload"
          >
            {t('cloud.keys.upload')}
          </ActionButton>
        }
      />
      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Select<ProviderCode>
            allowClear
            placeholder={t('cloud.filter.provider')}
            style={{ width: 170 }}
            value={input.provider}
            options={PROVIDERS.map((p) => ({ value: p.code, label: t(p.label) }))}
            onChange={(v) => setState({ provider: v ?? '', accountId: '', page: 1 })}
          />
          <Select<string>
            allowClear
            placeholder={t('resources.filter.account')}
            style={{ width: 200 }}
            value={input.accountId}
            options={(accounts.data ?? [])
              .filter((a) => !input.provider || a.provider === input.provider)
              .map((a) => ({ value: a.id, label: a.name }))}
            onChange={(v) => setState({ accountId: v ?? '', page: 1 })}
          />
          <Input.Search
            allowClear
            placeholder={t('cloud.keys.search')}
            defaultValue={state.keyword}
            style={{ width: 240 }}
            onSearch={(keyword) => setState({ keyword: keyword.trim(), page: 1 })}
          />
          <div style={{ flex: 1 }} />
          <ExportButton
            list={calls.keyPairList}
            input={input}
            filename={t('cloud.keys.title')}
            columns={[
              { key: 'name', title: t('cloud.keys.name') },
              { key: 'accountName', title: t('resources.col.account') },
              { key: 'keyType', title: t('cloud.keys.type') },
              { key: 'fingerprint', title: t('cloud.keys.fingerprint') },
              { key: 'uploadedBy', title: t('cloud.keys.uploadedBy') },
              { key: 'createdAt', title: t('cloud.keys.uploadedAt'), kind: 'datetime' },
            ]}
          />
        </Flex>
        <Table<KeyPair>
          rowKey="id"
          dataSource={list.data?.list}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          scroll={{ x: 1100 }}
          data-testid="key-table"
          locale={{ emptyText: list.isError ? t('common.loadFailed') : t('cloud.keys.empty') }}
          columns={[
            { title: t('cloud.keys.name'), dataIndex: 'name', width: 180, ellipsis: true },
            {
              title: t('cloud.field.provider'),
              dataIndex: 'provider',
              width: 160,
              render: (p: ProviderCode) => <ProviderLogo code={p} size={16} />,
            },
            {
              title: t('resources.col.account'),
              dataIndex: 'accountName',
              width: 160,
              ellipsis: true,
            },
            {
              title: t('cloud.keys.type'),
              dataIndex: 'keyType',
              width: 140,
              render: (_: unknown, k) => (k.bits ? `${k.keyType} (${k.bits})` : k.keyType),
            },
            {
              title: t('cloud.keys.fingerprint'),
              dataIndex: 'fingerprint',
              ellipsis: true,
              render: (v: string) => (
                <Typography.Text copyable={{ text: v }} code>
                  {v}
                </Typography.Text>
              ),
            },
            { title: t('cloud.keys.uploadedBy'), dataIndex: 'uploadedBy', width: 120 },
            {
              title: t('cloud.keys.uploadedAt'),
              dataIndex: 'createdAt',
              width: 160,
              render: (v: string) => formatDateTime(v),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              width: 90,
              render: (_: unknown, k) => (
                <ActionButton
                  code={CODE}
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(k)}
                >
                  {t('common.delete')}
                </ActionButton>
              ),
            },
          ]}
          pagination={{
            current: state.page,
            pageSize: state.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (page, pageSize) => setState({ page, pageSize }),
          }}
        />
      </Card>
      {uploading && <UploadKeyModal onClose={() => setUploading(false)} />}
    </>
  );
}

function UploadKeyModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ accountId: string; name: string; publicKey: string }>();
  const accounts = useAccountOptions();
  const upload = useUploadKeyPair();
  const submit = async () => {
    const v = await form.validateFields();
    await upload.mutateAsync(v);
    toast.success(t('cloud.keys.uploaded', { name: v.name }));
    onClose();
  };
  return (
    <Modal
      open
      title={t('cloud.keys.upload')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={upload.isPending}
      okText={t('cloud.keys.uploadOk')}
      cancelText={t('common.cancel')}
      width={620}
    >
      <Form form={form} layout="vertical" data-testid="key-form">
        <Form.Item
          name="accountId"
          label={t('resources.col.account')}
          rules={[{ required: true, message: t('cloud.keys.accountRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={accounts.isPending}
            options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            optionRender={(o) => {
              const a = accounts.data?.find((x) => x.id === o.value);
              return (
                <Space>
                  {a && <ProviderLogo code={a.provider} variant="small" size={14} />}
                  {o.label}
                </Space>
              );
            }}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('cloud.keys.name')}
          rules={[{ required: true, message: t('cloud.keys.nameRequired') }, zodRule(shape.name)]}
        >
          <Input maxLength={64} placeholder="deploy-key" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="publicKey"
          label={t('cloud.keys.publicKey')}
          extra={t('cloud.keys.publicKeyHint')}
          rules={[{ required: true, message: t('cloud.keys.publicKeyRequired') }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 8 }}
            spellCheck={false}
            placeholder="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA... user@host"
            style={{ fontFamily: 'monospace', fontSize: 12 }}
          />
        </Form.Item>
        <Upload
          accept=".pub,text/plain"
          showUploadList={false}
          beforeUpload={(file) => {
            void file.text().then((text) => {
              form.setFieldValue('publicKey', text.trim());
              if (!form.getFieldValue('name'))
                form.setFieldValue(
                  'name',
                  file.name.replace(/\.pub$/, '').replace(/[^A-Za-z0-9_.-]/g, '-'),
                );
            });
            return false;
          }}
        >
          <ActionButton icon={<UploadOutlined />}>{t('cloud.keys.fromFile')}</ActionButton>
        </Upload>
      </Form>
    </Modal>
  );
}
