import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@ecloud/contract';
import { Field, TextField } from '../../../components/form/index.ts';
import { codeOptions } from '../../../lib/code-options.ts';

/** A contact's, group's or channel's name: required, up to 64 characters. */
export function NameField({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="name"
      label={t('notify.field.name')}
      max={64}
      required={t('notify.required.name')}
      testId={testId}
    />
  );
}

/** The language a recipient's notices are written in. */
export function LanguageField() {
  const { t } = useTranslation();
  return (
    <Field name="language" label={t('notify.field.language')}>
      <Select options={codeOptions(t, 'notify.language', LANGUAGES)} />
    </Field>
  );
}
