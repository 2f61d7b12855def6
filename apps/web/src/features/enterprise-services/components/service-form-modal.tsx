import { Col, Form, InputNumber, Row, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_PRICE_UNITS, type ServiceEntry } from '@ecloud/contract';
import { Field, FormModal, TextField } from '../../../components/form/index.ts';
import { AmountField } from '../../billing/index.ts';
import { useSaveService } from '../api/use-services.ts';
import {
  SERVICE_LANGUAGES,
  toFormValues,
  toSaveInput,
  type ServiceFormValues,
} from '../lib/service-form.ts';
import { ServiceTextFields } from './service-text-fields.tsx';

const CODE = /^[a-z][a-zA-Z0-9-]{1,39}$/;

/** Add a catalogue entry (`entry` null) or change one; the code is the entry's key, so fixed. */
export function ServiceFormModal({
  open,
  entry,
  onClose,
}: {
  open: boolean;
  entry: ServiceEntry | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveService();
  const initialValues = useMemo(() => toFormValues(entry), [entry]);
  const nameIn = (v: ServiceFormValues) => (i18n.language === 'zh-CN' ? v.nameZh : v.nameEn);
  return (
    <FormModal<ServiceFormValues>
      open={open}
      width={960}
      title={
        entry
          ? t('services.manage.form.editTitle', { name: entry[lang(i18n.language)].name })
          : t('services.manage.form.createTitle')
      }
      initialValues={initialValues}
      onSubmit={(v) => save.mutateAsync(toSaveInput(v))}
      success={(v) => t('services.manage.saved', { name: nameIn(v) })}
      onClose={onClose}
      testId="service-form"
      okTestId="service-save"
    >
      <Row gutter={16}>
        {[
          <TextField
            key="code"
            name="code"
            label={t('services.manage.form.code')}
            extra={t('services.manage.form.codeHint')}
            max={40}
            required={t('services.manage.form.codeRequired')}
            rules={[{ pattern: CODE, message: t('services.manage.form.codeInvalid') }]}
            disabled={!!entry}
            testId="service-code"
          />,
          <Field
            key="sort"
            name="sort"
            label={t('services.manage.form.sort')}
            extra={t('services.manage.form.sortHint')}
            required={t('services.manage.form.sortRequired')}
          >
            <InputNumber min={0} max={1000} precision={0} data-testid="service-sort" />
          </Field>,
          <Field
            key="enabled"
            name="enabled"
            label={t('services.manage.form.enabled')}
            valuePropName="checked"
          >
            <Switch data-testid="service-enabled" />
          </Field>,
          <Field key="unit" name="unit" label={t('services.manage.form.unit')}>
            <Select
              data-testid="service-unit"
              options={SERVICE_PRICE_UNITS.map((u) => ({
                value: u,
                label: u === 'quote' ? t('services.onQuote') : t(`services.unit.${u}`),
              }))}
            />
          </Field>,
          <Form.Item key="price" noStyle dependencies={['unit']}>
            {({ getFieldValue }) =>
              getFieldValue('unit') === 'quote' ? null : (
                <AmountField
                  name="price"
                  label={t('services.manage.form.price')}
                  testId="service-price-input"
                />
              )
            }
          </Form.Item>,
        ].map((cell) => (
          <Col key={cell.key} span={8}>
            {cell}
          </Col>
        ))}
      </Row>
      <Row gutter={24}>
        {SERVICE_LANGUAGES.map((l) => (
          <Col key={l} span={12}>
            <ServiceTextFields lang={l} />
          </Col>
        ))}
      </Row>
    </FormModal>
  );
}

const lang = (l: string) => (l === 'zh-CN' ? 'zh-CN' : 'en-US');
