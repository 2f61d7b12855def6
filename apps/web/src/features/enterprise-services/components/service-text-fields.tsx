import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/index.ts';
import {
  MAX_LINE,
  MAX_LINES,
  SERVICE_LIST_FIELDS,
  fieldName,
  splitLines,
  type SERVICE_LANGUAGES,
} from '../lib/service-form.ts';

/** One language's texts of an entry: name, summary, and the three lists (one item a line). */
export function ServiceTextFields({ lang }: { lang: (typeof SERVICE_LANGUAGES)[number] }) {
  const { t } = useTranslation();
  const words = { lang: t(`services.manage.form.language.${lang}`) };
  // The server reads the lines as it would: blank ones dropped, each within its bound (an empty
  // field is `required`'s to name, so that it is marked as such and said once).
  const lines: Rule = {
    validator: async (_rule, value: string | undefined) => {
      const items = splitLines(value);
      if (items.length > MAX_LINES)
        throw new Error(t('services.manage.form.linesTooMany', { max: MAX_LINES }));
      if (items.some((l) => l.length > MAX_LINE))
        throw new Error(t('services.manage.form.lineTooLong', { max: MAX_LINE }));
    },
  };
  return (
    <>
      <TextField
        name={fieldName('name', lang)}
        label={t('services.manage.form.name', words)}
        max={60}
        required={t('services.manage.form.nameRequired', words)}
        testId={`service-name-${lang}`}
      />
      <TextField
        name={fieldName('summary', lang)}
        label={t('services.manage.form.summary', words)}
        max={300}
        rows={2}
        required={t('services.manage.form.summaryRequired', words)}
        testId={`service-summary-${lang}`}
      />
      {SERVICE_LIST_FIELDS.map((key) => (
        <TextField
          key={key}
          name={fieldName(key, lang)}
          label={t(`services.manage.form.${key}`, words)}
          extra={t('services.manage.form.linesHint')}
          max={MAX_LINES * (MAX_LINE + 1)}
          rows={3}
          required={t('services.manage.form.linesRequired', words)}
          rules={[lines]}
          testId={`service-${key}-${lang}`}
        />
      ))}
    </>
  );
}
