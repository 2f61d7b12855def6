import { useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COST_VIEW_KEYS } from '@ecloud/contract';
import { toast } from '../../../lib/toast.ts';
import { useCostViews, useDeleteCostView, useSaveCostView } from '../api/use-cost-views.ts';

type Settings = Partial<Record<(typeof COST_VIEW_KEYS)[number], string>>;

/**
 * The person's saved views of the analysis: pick one to apply its settings (what it does not
 * name goes back to the screen's default), save the screen as it is under a name, delete one.
 */
export function SavedViews({
  current,
  apply,
}: {
  current: Record<string, string | number | undefined>;
  apply: (settings: Settings) => void;
}) {
  const { t } = useTranslation();
  const views = useCostViews();
  const save = useSaveCostView();
  const remove = useDeleteCostView();
  const [naming, setNaming] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const settings: Settings = Object.fromEntries(
    COST_VIEW_KEYS.filter((k) => current[k] !== undefined && current[k] !== '').map((k) => [
      k,
      String(current[k]),
    ]),
  );
  const submit = async ({ name }: { name: string }) => {
    await save.mutateAsync({ name, settings });
    toast.success(t('costs.views.saved', { name: name.trim() }));
    setNaming(false);
    form.resetFields();
  };
  return (
    <Space.Compact>
      <Select<string>
        style={{ width: 220 }}
        placeholder={t('costs.views.pick')}
        loading={views.isPending}
        value={null as unknown as string}
        data-testid="cost-views"
        notFoundContent={t('costs.views.none')}
        options={(views.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
        optionRender={(o) => (
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <span>{o.label}</span>
            <Popconfirm
              title={t('costs.views.deleteConfirm', { name: o.label })}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              onConfirm={(e) => {
                e?.stopPropagation();
                void remove.mutateAsync({ id: String(o.value) }).catch(() => undefined);
              }}
            >
              <DeleteOutlined
                aria-label={t('common.delete')}
                onClick={(e) => e.stopPropagation()}
                data-testid="cost-view-delete"
              />
            </Popconfirm>
          </Space>
        )}
        onChange={(id) => {
          const v = views.data?.find((x) => x.id === id);
          if (v) apply(v.settings as Settings);
        }}
      />
      <Button icon={<SaveOutlined />} onClick={() => setNaming(true)} data-testid="cost-view-save">
        {t('costs.views.save')}
      </Button>
      <Modal
        open={naming}
        title={t('costs.views.saveTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setNaming(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
          <Form.Item
            name="name"
            label={t('costs.views.name')}
            extra={t('costs.views.nameHint')}
            rules={[
              { required: true, whitespace: true, max: 64, message: t('costs.views.nameRule') },
            ]}
          >
            <Input maxLength={64} autoFocus data-testid="cost-view-name" />
          </Form.Item>
        </Form>
      </Modal>
    </Space.Compact>
  );
}
