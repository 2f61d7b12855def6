import { useState } from 'react';
import type { AlarmRule } from '@ecloud/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import {
  KeywordFilter,
  ListScreen,
  SelectFilter,
  useListState,
} from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useCopyRule, useDeleteRules, useEnableRules, useRuleList } from '../api/use-alarms.ts';
import { ruleColumns } from '../components/rule-columns.tsx';
import { alarmHref } from '../lib/paths.ts';
import { RecipientsModal } from '../../notify/index.ts';

/** Alarm rules (v10-3): the list with enable, disable, copy and delete; add leads to the form. */
export default function RuleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, filter, paging } = useListState({ keyword: '', enabled: '' });
  const list = useRuleList({
    page: paging.page,
    pageSize: paging.pageSize,
    keyword: state.keyword || undefined,
    enabled: state.enabled ? state.enabled === 'true' : undefined,
  });
  const enable = useEnableRules();
  const copy = useCopyRule();
  const remove = useDeleteRules();
  const [notifying, setNotifying] = useState<AlarmRule | null>(null);
  const columns = ruleColumns(t, {
    edit: (r) => void navigate(alarmHref.edit(r.id)),
    enable: (r, enabled) => void enable.mutateAsync({ ids: [r.id], enabled }),
    copy: (r) =>
      void copy.mutateAsync({ id: r.id }).then(() => toast.success(t('alarms.rule.copied'))),
    remove: (r) =>
      void remove.mutateAsync([r.id]).then(() => toast.success(t('alarms.rule.deleted'))),
    recipients: setNotifying,
  });
  return (
    <>
      <ListScreen<AlarmRule>
        title={t('alarms.rules.title')}
        subtitle={t('alarms.rules.subtitle')}
        action={{
          label: t('alarms.rules.add'),
          icon: <PlusOutlined />,
          onClick: () => void navigate(alarmHref.create()),
          testId: 'rule-add',
        }}
        columns={columns}
        query={list}
        paging={paging}
        empty={t('alarms.rules.empty')}
        filters={
          <>
            <SelectFilter
              placeholder={t('alarms.rule.enabled')}
              value={state.enabled}
              options={[
                { value: 'true', label: t('alarms.rule.on') },
                { value: 'false', label: t('alarms.rule.off') },
              ]}
              onChange={(enabled) => filter({ enabled })}
            />
            <KeywordFilter
              list={{ state, filter }}
              placeholder={t('alarms.rule.name')}
              width={220}
            />
          </>
        }
      />
      {notifying && (
        <RecipientsModal
          subject={{ subject: 'alarmRule', subjectId: notifying.id }}
          title={t('notify.recipients.rule', { name: notifying.name })}
          onClose={() => setNotifying(null)}
        />
      )}
    </>
  );
}
