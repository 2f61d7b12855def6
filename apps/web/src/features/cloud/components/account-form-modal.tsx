import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Modal, Row, Select, Switch, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  SYNC_INTERVALS_MIN,
  accountCreateInput,
  providerByCode,
  type CheckAccountResult,
  type CloudAccount,
  type ProviderCode,
} from '@ecloud/contract';
import { zodRule } from '../../../lib/zod-rule.ts';
import { toast } from '../../../lib/toast.ts';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import {
  useCheckAccount,
  useCreateAccount,
  useRegions,
  useUpdateAccount,
} from '../api/use-accounts.ts';
import { ProviderPicker } from './provider-picker.tsx';
import { CheckResult } from './check-result.tsx';
import { intervalLabel } from './labels.ts';
import type { Openable } from '../../../components/dialog-props.ts';

/** Providers whose API wants a project or domain id beside the key (Huawei's IAM scopes). */
export const NEEDS_PROJECT: readonly ProviderCode[] = ['HUAWEI'];

interface Values {
  name: string;
  accessKeyId?: string;
  secret?: string;
  projectId?: string;
  domainId?: string;
  regions: string[];
  syncIntervalMin: number;
  simulated: boolean;
  remark?: string;
}

const shape = accountCreateInput.shape;

/**
 * Mounted only while open (the page does that), so each opening starts from a clean form.
 *
 * Add an account (pick the provider, then its credentials, regions and sync interval) or edit
 * one (credentials are kept unless new ones are typed). "Check" tries the credentials first.
 */
export function AccountFormModal({
  open,
  account,
  onClose,
  onCreated,
}: Openable & {
  account: CloudAccount | null;
  onCreated?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [provider, setProvider] = useState<ProviderCode | undefined>(account?.provider);
  const [checked, setChecked] = useState<CheckAccountResult | null>(null);
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const check = useCheckAccount();
  const regions = useRegions(provider, account?.id);
  const editing = !!account;

  const runCheck = async () => {
    if (editing && !form.getFieldValue('accessKeyId') && !form.getFieldValue('secret')) {
      setChecked(await check.mutateAsync({ id: account.id }));
      return;
    }
    const v = await form.validateFields(['accessKeyId', 'secret', 'projectId', 'domainId']);
    setChecked(
      await check.mutateAsync({
        provider: provider!,
        accessKeyId: v.accessKeyId!,
        secret: v.secret!,
        projectId: v.projectId || undefined,
        domainId: v.domainId || undefined,
        simulated: form.getFieldValue('simulated') ?? false,
        regions: form.getFieldValue('regions'),
      }),
    );
  };

  const submit = async () => {
    const v = await form.validateFields();
    if (account) {
      await update.mutateAsync({
        id: account.id,
        name: v.name,
        ...(v.accessKeyId ? { accessKeyId: v.accessKeyId } : {}),
        ...(v.secret ? { secret: v.secret } : {}),
        projectId: v.projectId ?? '',
        domainId: v.domainId ?? '',
        regions: v.regions,
        syncIntervalMin: v.syncIntervalMin,
        remark: v.remark ?? '',
      });
      toast.success(t('common.saved'));
    } else {
      const { id } = await create.mutateAsync({
        provider: provider!,
        name: v.name,
        accessKeyId: v.accessKeyId!,
        secret: v.secret!,
        projectId: v.projectId || undefined,
        domainId: v.domainId || undefined,
        regions: v.regions,
        syncIntervalMin: v.syncIntervalMin,
        simulated: v.simulated,
        remark: v.remark ?? '',
      });
      toast.success(t('cloud.account.created', { name: v.name }));
      onCreated?.(id);
    }
    onClose();
  };

  const picking = !editing && !provider;
  const needsProject = !!provider && NEEDS_PROJECT.includes(provider);

  return (
    <Modal
      open={open}
      title={editing ? t('cloud.account.edit') : t('cloud.account.add')}
      onCancel={onClose}
      width={picking ? 760 : 640}
      destroyOnHidden
      footer={
        picking
          ? [
              <Button key="cancel" onClick={onClose}>
                {t('common.cancel')}
              </Button>,
            ]
          : [
              !editing && (
                <Button key="back" onClick={() => setProvider(undefined)}>
                  {t('cloud.account.otherProvider')}
                </Button>
              ),
              <Button
                key="check"
                icon={<SafetyCertificateOutlined />}
                loading={check.isPending}
                onClick={() => void runCheck().catch(() => undefined)}
                data-testid="account-check"
              >
                {t('cloud.check.button')}
              </Button>,
              <Button key="cancel" onClick={onClose}>
                {t('common.cancel')}
              </Button>,
              <Button
                key="save"
                type="primary"
                loading={create.isPending || update.isPending}
                onClick={() => void submit().catch(() => undefined)}
                data-testid="account-save"
              >
                {editing ? t('common.save') : t('cloud.account.addAndSync')}
              </Button>,
            ]
      }
    >
      {picking ? (
        <>
          <Typography.Paragraph type="secondary">
            {t('cloud.account.pickProvider')}
          </Typography.Paragraph>
          <ProviderPicker compact onChange={(code) => setProvider(code)} />
        </>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={
            account
              ? {
                  name: account.name,
                  projectId: account.projectId ?? undefined,
                  domainId: account.domainId ?? undefined,
                  regions: account.regions,
                  syncIntervalMin: account.syncIntervalMin,
                  simulated: account.simulated,
                  remark: account.remark,
                }
              : { regions: [], syncIntervalMin: 60, simulated: false }
          }
          data-testid="account-form"
          onValuesChange={() => setChecked(null)}
        >
          <div style={{ marginBottom: 16 }}>
            <ProviderLogo code={provider!} size={28} />
          </div>
          <Form.Item
            name="name"
            label={t('cloud.field.name')}
            rules={[{ required: true, message: t('cloud.rule.nameRequired') }, zodRule(shape.name)]}
          >
            <Input
              maxLength={64}
              autoComplete="off"
              placeholder={t('cloud.field.namePlaceholder')}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="accessKeyId"
                label={t('cloud.field.accessKey')}
                extra={
                  editing ? t('cloud.field.keepKey', { key: account.accessKeyMasked }) : undefined
                }
                rules={[
                  ...(editing
                    ? []
                    : [{ required: true, message: t('cloud.rule.accessKeyRequired') }]),
                  zodRule(shape.accessKeyId),
                ]}
              >
                <Input maxLength={128} autoComplete="off" spellCheck={false} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="secret"
                label={t('cloud.field.secret')}
                extra={editing ? t('cloud.field.keepSecret') : undefined}
                rules={[
                  ...(editing ? [] : [{ required: true, message: t('cloud.rule.secretRequired') }]),
                  zodRule(shape.secret),
                  ...(editing
                    ? [
                        ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
                          validator: async (_: unknown, value: string) => {
                            if (!value && getFieldValue('accessKeyId'))
                              throw new Error(t('cloud.rule.secretWithKey'));
                          },
                        }),
                      ]
                    : []),
                ]}
              >
                <Input.Password maxLength={256} autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
          {needsProject && (
            <Row gutter={12}>
              {(['projectId', 'domainId'] as const).map((name) => (
                <Col span={12} key={name}>
                  <Form.Item
                    name={name}
                    label={t(`cloud.field.${name}`)}
                    extra={t(`cloud.field.${name}Hint`)}
                    rules={[zodRule(shape[name])]}
                  >
                    <Input maxLength={64} autoComplete="off" />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          )}
          <Form.Item
            name="regions"
            label={t('cloud.field.regions')}
            extra={t('cloud.field.regionsHint')}
          >
            <Select
              mode="multiple"
              allowClear
              loading={regions.isFetching}
              placeholder={t('cloud.field.allRegions')}
              optionFilterProp="label"
              options={regions.data?.map((r) => ({ value: r.id, label: `${r.name} (${r.id})` }))}
              notFoundContent={regions.isError ? t('common.loadFailed') : undefined}
              data-testid="account-regions"
            />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="syncIntervalMin" label={t('cloud.field.syncInterval')}>
                <Select
                  options={SYNC_INTERVALS_MIN.map((m) => ({
                    value: m,
                    label: intervalLabel(t, m),
                  }))}
                  data-testid="account-interval"
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="simulated"
                label={t('cloud.field.simulated')}
                valuePropName="checked"
                extra={editing ? t('cloud.field.simulatedFixed') : t('cloud.field.simulatedHint')}
              >
                <Switch disabled={editing} data-testid="account-simulated" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item noStyle shouldUpdate={(a, b) => a.simulated !== b.simulated}>
            {({ getFieldValue }) =>
              getFieldValue('simulated') && (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  message={t('cloud.field.simulatedNote', {
                    provider: t(providerByCode(provider!)?.label ?? ''),
                  })}
                />
              )
            }
          </Form.Item>
          <Form.Item name="remark" label={t('cloud.field.remark')} rules={[zodRule(shape.remark)]}>
            <Input.TextArea maxLength={200} autoSize={{ minRows: 1, maxRows: 3 }} />
          </Form.Item>
          {checked && <CheckResult result={checked} />}
        </Form>
      )}
    </Modal>
  );
}
