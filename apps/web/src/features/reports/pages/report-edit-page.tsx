import { Button, Card, Checkbox, Flex, Form, Input, Radio, Select, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REPORT_COLUMNS,
  REPORT_FORMATS,
  REPORT_MEASURES,
  TAG_GROUP,
  REPORT_NAME_MAX,
  REPORT_SUBJECTS,
  type ReportDefinition,
  type ReportDefinitionInput,
  type ReportSubject,
} from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { useCreateReport, useReport, useUpdateReport } from '../api/use-reports.ts';
import { ConditionFields } from '../components/condition-fields.tsx';
import { GroupByFields } from '../components/group-by-fields.tsx';
import { ScheduleFields } from '../components/schedule-fields.tsx';
import { RecipientFields } from '../components/recipient-fields.tsx';
import { reportHref } from '../lib/paths.ts';

type Values = Omit<ReportDefinitionInput, 'period' | 'groupBy'> & {
  period?: { relative?: string };
  groupBy?: { field?: string; tagKey?: string };
};

/** The columns a new subject or grouping starts with: its first six, or all its measures. */
const startColumns = (subject: ReportSubject, grouped: boolean) =>
  grouped
    ? REPORT_MEASURES[subject].map((c) => c.key)
    : REPORT_COLUMNS[subject].slice(0, 6).map((c) => c.key);

const defaults = (me: string | undefined): Values => ({
  name: '',
  subject: 'resources',
  conditions: {},
  columns: REPORT_COLUMNS.resources.slice(0, 6).map((c) => c.key),
  format: 'xlsx',
  schedule: {
    kind: 'daily',
    hour: 8,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  },
  recipients: me ? [me] : [],
  channels: ['message'],
});

const valuesOf = (d: ReportDefinition): Values => ({
  ...d,
  period: d.period?.kind === 'relative' ? { relative: d.period.relative } : undefined,
  groupBy: d.groupBy ?? undefined,
});

/** Create (`create`) and change (`condition?id=`) a report: one form, the spec's two screens. */
export default function ReportEditPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const me = useCurrentUser()?.id;
  const existing = useReport(id);
  const create = useCreateReport();
  const update = useUpdateReport();
  const [form] = Form.useForm<Values>();
  const subject = (Form.useWatch('subject', form) ?? 'resources') as ReportSubject;
  const kind = Form.useWatch(['schedule', 'kind'], form) ?? 'daily';
  const groupField = Form.useWatch(['groupBy', 'field'], form) as string | undefined;
  const grouped = Boolean(groupField);
  if (existing.isError) return <NotFound />;
  if (id && !existing.data) return <Skeleton active />;

  const zh = i18n.language === 'zh-CN';
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const { period, groupBy, ...rest } = v;
    const input: ReportDefinitionInput = {
      ...rest,
      groupBy: groupBy?.field
        ? {
            field: groupBy.field,
            tagKey: groupBy.field === TAG_GROUP ? groupBy.tagKey?.trim() : undefined,
          }
        : null,
      conditions: Object.fromEntries(
        Object.entries(rest.conditions ?? {}).filter(([, x]) => x !== undefined && x !== ''),
      ),
      period: period?.relative
        ? { kind: 'relative', relative: period.relative as never }
        : undefined,
    };
    await (id ? update.mutateAsync({ ...input, id }) : create.mutateAsync(input));
    toast.success(t('reports.saved'));
    void navigate(reportHref.home());
  };
  return (
    <>
      <PageHeader title={t(id ? 'reports.editTitle' : 'reports.createTitle')} />
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 720 }}
          initialValues={existing.data ? valuesOf(existing.data) : defaults(me)}
          onValuesChange={(changed: Partial<Values>) => {
            // A new subject has other columns, filters and groupings.
            if (changed.subject)
              form.setFieldsValue({
                conditions: {},
                period: undefined,
                groupBy: undefined,
                columns: startColumns(changed.subject, false),
              });
            // Grouped, the columns are the group's sums; back to rows, the subject's columns.
            else if (changed.groupBy && 'field' in changed.groupBy) {
              const was = form.getFieldValue('columns') as string[];
              const offered = new Set(
                (changed.groupBy.field ? REPORT_MEASURES : REPORT_COLUMNS)[subject].map(
                  (c) => c.key,
                ),
              );
              if (!was.every((k) => offered.has(k)))
                form.setFieldValue('columns', startColumns(subject, !!changed.groupBy.field));
            }
          }}
        >
          <Form.Item name="name" label={t('reports.form.name')} rules={[{ required: true }]}>
            <Input maxLength={REPORT_NAME_MAX} data-testid="report-name" />
          </Form.Item>
          <Form.Item name="subject" label={t('reports.form.subject')} required>
            <Radio.Group options={codeOptions(t, 'reports.subject', REPORT_SUBJECTS)} />
          </Form.Item>
          <ConditionFields subject={subject} />
          <GroupByFields subject={subject} field={groupField} />
          <Form.Item
            name="columns"
            label={t('reports.form.columns')}
            rules={[{ required: true, type: 'array', min: 1 }]}
          >
            <Checkbox.Group
              data-testid="report-columns"
              options={(grouped ? REPORT_MEASURES : REPORT_COLUMNS)[subject].map((c) => ({
                value: c.key,
                label: zh ? c.zh : c.en,
              }))}
            />
          </Form.Item>
          <Form.Item name="format" label={t('reports.form.format')} required>
            <Select
              data-testid="report-format"
              options={REPORT_FORMATS.map((v) => ({ value: v, label: v.toUpperCase() }))}
            />
          </Form.Item>
          <ScheduleFields kind={kind} />
          <RecipientFields />
          <Flex gap={8}>
            <Button
              type="primary"
              loading={create.isPending || update.isPending}
              onClick={() => void save()}
              data-testid="report-save"
            >
              {t('common.save')}
            </Button>
            <Button onClick={() => void navigate(reportHref.home())}>{t('common.cancel')}</Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
