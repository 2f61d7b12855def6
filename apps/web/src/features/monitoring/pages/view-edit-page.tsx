import { useEffect } from 'react';
import { Card, Form, InputNumber, Select } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cloudCodeOf, cloudIdOf, type ViewCloud } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { Field, TextField } from '../../../components/form/index.ts';
import { FormButtons } from '../components/form-buttons.tsx';
import { useConsoleStore } from '../../../lib/store.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateView, useUpdateView } from '../api/use-views.ts';
import { businessTypeOptions, cloudOptions } from '../components/view-choices.tsx';
import { monitorHref } from '../lib/paths.ts';

interface Values {
  name: string;
  sort: number;
  cloudCode: ViewCloud;
  businessType: number;
}

/**
 * Add a view (`addView/{cloudId}/{cloudCode}/{businessType}`) or edit one
 * (`updataView/{cloudId}/{viewId}/{viewName}/{viewSort}/{cloudCode}/{businessType}`): the
 * route's parameters fill the form, as the spec's routes carry them.
 */
export default function ViewEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const p = useParams();
  const select = useConsoleStore((s) => s.select);
  const create = useCreateView();
  const update = useUpdateView();
  const [form] = Form.useForm<Values>();
  const viewId = p.viewId;
  const cloudCode = (p.cloudCode ?? cloudCodeOf(Number(p.cloudId)) ?? 'ALL') as ViewCloud;
  const initial: Values = {
    name: p.viewName ?? '',
    sort: Number(p.viewSort ?? 0) || 0,
    cloudCode,
    businessType: Number(p.businessType) || 1,
  };
  useEffect(() => {
    select({ cloudId: String(cloudIdOf(cloudCode)), cloudCode, viewId: viewId ?? '' });
  }, [select, cloudCode, viewId]);

  const save = async (v: Values) => {
    if (viewId) {
      await update.mutateAsync({ id: viewId, ...v });
      toast.success(t('monitoring.view.saved'));
      select({ viewId, viewName: v.name, viewSort: v.sort, cloudCode: v.cloudCode });
      void navigate(monitorHref.index());
      return;
    }
    const { id } = await create.mutateAsync(v);
    toast.success(t('monitoring.view.created'));
    select({ viewId: id, viewName: v.name, viewSort: v.sort, cloudCode: v.cloudCode });
    // A new view is empty: its first group comes next.
    void navigate(monitorHref.addGroup(id, cloudIdOf(v.cloudCode)));
  };

  return (
    <>
      <PageHeader
        title={t(viewId ? 'monitoring.view.editTitle' : 'monitoring.view.addTitle')}
        subtitle={t('monitoring.view.subtitle')}
      />
      <Card style={{ maxWidth: 640 }}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={(v) => void save(v).catch(() => undefined)}
          data-testid="view-form"
        >
          <TextField
            name="name"
            label={t('monitoring.view.name')}
            max={64}
            required={t('monitoring.view.nameRequired')}
            testId="view-name"
          />
          <Field
            name="cloudCode"
            label={t('monitoring.view.cloud')}
            extra={t('monitoring.view.cloudHint')}
          >
            <Select options={cloudOptions(t)} data-testid="view-cloud" />
          </Field>
          <Field name="businessType" label={t('monitoring.view.businessType')}>
            <Select options={businessTypeOptions(t)} data-testid="view-business-type" />
          </Field>
          <Field
            name="sort"
            label={t('monitoring.view.sort')}
            extra={t('monitoring.view.sortHint')}
          >
            <InputNumber min={0} max={9999} precision={0} data-testid="view-sort" />
          </Field>
          <FormButtons busy={create.isPending || update.isPending} testId="view-save">
            {t(viewId ? 'common.save' : 'monitoring.view.createAndGroup')}
          </FormButtons>
        </Form>
      </Card>
    </>
  );
}
