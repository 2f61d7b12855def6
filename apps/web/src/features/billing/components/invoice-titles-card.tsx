import { useState } from 'react';
import { Button, Card, Space, Table, Tag, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation, useBillingQuery } from '../api/use-billing.ts';
import type { InvoiceTitle } from '../lib/types.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { InvoiceTitleModal } from './invoice-title-modal.tsx';
import { ListState } from '../../../components/list/index.ts';

/** The tenant's invoice titles: add, edit, make default, delete. */
export function InvoiceTitlesCard() {
  const { t } = useTranslation();
  const titles = useBillingQuery(calls.invoiceTitleList);
  const save = useBillingMutation(calls.invoiceTitleSave);
  const remove = useBillingMutation(calls.invoiceTitleDelete);
  const [editing, setEditing] = useState<InvoiceTitle | null | undefined>(undefined);
  const columns: TableProps<InvoiceTitle>['columns'] = [
    {
      title: t('billing.askInvoice.titleName'),
      dataIndex: 'title',
      render: (v: string, r) => (
        <Space>
          {v}
          {r.isDefault && <Tag color="blue">{t('billing.askInvoice.default')}</Tag>}
        </Space>
      ),
    },
    { title: t('billing.askInvoice.taxNo'), dataIndex: 'taxNo' },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(r)}>
            {t('common.edit')}
          </Button>
          {!r.isDefault && (
            <Button
              type="link"
              size="small"
              onClick={() => {
                const { id, createdAt: _c, ...rest } = r;
                void save
                  .mutateAsync({ ...rest, id, isDefault: true })
                  .then(() => toast.success(t('billing.askInvoice.titleSaved')))
                  .catch(() => undefined);
              }}
            >
              {t('billing.askInvoice.setDefault')}
            </Button>
          )}
          <ConfirmAction
            title={t('billing.askInvoice.confirmDeleteTitle')}
            okText={t('common.delete')}
            success={t('billing.askInvoice.titleDeleted')}
            run={() => remove.mutateAsync({ id: r.id })}
          />
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('billing.askInvoice.titles')}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="add-title">
          {t('billing.askInvoice.addTitle')}
        </Button>
      }
      data-testid="invoice-titles"
    >
      <Table<InvoiceTitle>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={titles.isError ? [] : titles.data}
        loading={titles.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <ListState
              error={titles.isError}
              empty={t('billing.askInvoice.noTitles')}
              onRetry={() => void titles.refetch()}
            />
          ),
        }}
      />
      <InvoiceTitleModal
        open={editing !== undefined}
        title={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
