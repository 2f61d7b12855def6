import { useEffect, useMemo, useState } from 'react';
import { Card, Flex, Form, InputNumber, Skeleton, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALL_CLOUDS } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActionButton } from '../../../components/action-button.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { Field, TextField } from '../../../components/form/index.ts';
import { FormButtons } from '../components/form-buttons.tsx';
import { useConsoleStore } from '../../../lib/store.ts';
import { toast } from '../../../lib/toast.ts';
import { useAssignResources, useCreateGroup, useUpdateGroup, useViews } from '../api/use-views.ts';
import { ResourcePicker } from '../components/resource-picker.tsx';
import { GroupMembers } from '../components/group-members.tsx';
import { cloudLabel } from '../components/view-choices.tsx';
import { monitorHref } from '../lib/paths.ts';

const CODE = 'v10-1';

/**
 * Add a group to a view (`addGroup/{viewId}/{cloudId}`) with the resources picked for it, or
 * edit one (`updataView1/{cloudId}/{viewId}/{projectId}`): its name and order, the resources it
 * holds (remove), and more from the inventory (add).
 */
export default function GroupEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewId = '', projectId } = useParams();
  const select = useConsoleStore((s) => s.select);
  const views = useViews();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const assign = useAssignResources();
  const [picked, setPicked] = useState<string[]>([]);
  const [members, setMembers] = useState<string[]>([]);
  const view = views.data?.find((v) => v.id === viewId);
  const group = view?.groups.find((g) => g.id === projectId);
  const initial = useMemo(() => ({ name: group?.name ?? '', sort: group?.sort ?? 0 }), [group]);
  useEffect(() => {
    if (view)
      select({
        viewId: view.id,
        viewName: view.name,
        viewSort: view.sort,
        cloudId: String(view.cloudId),
        cloudCode: view.cloudCode,
        projectId: group?.id ?? '',
        projectName: group?.name ?? '',
      });
  }, [select, view, group]);
  if (views.isPending) return <Skeleton active />;
  if (!view || (projectId && !group)) return <NotFound />;

  const save = async (v: { name: string; sort: number }) => {
    if (group) {
      await update.mutateAsync({ id: group.id, ...v });
      toast.success(t('monitoring.group.saved'));
    } else {
      const { id } = await create.mutateAsync({ viewId, ...v, resourceIds: picked });
      toast.success(t('monitoring.group.created', { count: picked.length }));
      select({ projectId: id, projectName: v.name });
    }
    void navigate(monitorHref.index());
  };
  const change = async (ids: string[], remove: boolean) => {
    const { affected } = await assign.mutateAsync({ groupId: group!.id, resourceIds: ids, remove });
    toast.success(
      t(remove ? 'monitoring.group.removed' : 'monitoring.group.added', { count: affected }),
    );
    if (remove) setMembers([]);
    else setPicked([]);
  };
  const cloud = cloudLabel(t, view.cloudCode);

  return (
    <>
      <PageHeader
        title={t(group ? 'monitoring.group.editTitle' : 'monitoring.group.addTitle')}
        subtitle={t('monitoring.group.subtitle', { view: view.name, cloud })}
      />
      <Card style={{ marginBottom: 16 }}>
        <Form
          layout="inline"
          initialValues={initial}
          onFinish={(v: { name: string; sort: number }) => void save(v).catch(() => undefined)}
          data-testid="group-form"
        >
          <TextField
            name="name"
            label={t('monitoring.group.name')}
            max={64}
            required={t('monitoring.group.nameRequired')}
            testId="group-name"
          />
          <Field name="sort" label={t('monitoring.view.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Field>
          <FormButtons busy={create.isPending || update.isPending} testId="group-save">
            {group ? t('common.save') : t('monitoring.group.createWith', { count: picked.length })}
          </FormButtons>
        </Form>
      </Card>
      {group && (
        <Card
          size="small"
          style={{ marginBottom: 16 }}
          title={t('monitoring.group.members', { count: group.resourceCount })}
          extra={
            <ActionButton
              code={CODE}
              danger
              icon={<DeleteOutlined />}
              disabled={!members.length}
              loading={assign.isPending}
              onClick={() => void change(members, true).catch(() => undefined)}
              data-testid="group-remove"
            >
              {t('monitoring.group.remove', { count: members.length })}
            </ActionButton>
          }
        >
          <GroupMembers
            groupId={group.id}
            selection={{ keys: members, onChange: setMembers }}
            testId="group-members"
          />
        </Card>
      )}
      <Card
        size="small"
        title={t('monitoring.group.pick', { cloud })}
        extra={
          <Flex gap={8} align="center">
            <Typography.Text data-testid="picked-count">
              {t('monitoring.group.picked', { count: picked.length })}
            </Typography.Text>
            {group && (
              <ActionButton
                code={CODE}
                type="primary"
                icon={<PlusOutlined />}
                disabled={!picked.length}
                loading={assign.isPending}
                onClick={() => void change(picked, false).catch(() => undefined)}
                data-testid="group-add"
              >
                {t('monitoring.group.add')}
              </ActionButton>
            )}
          </Flex>
        }
      >
        {view.cloudCode === ALL_CLOUDS && (
          <Typography.Paragraph type="secondary">
            {t('monitoring.group.anyCloud')}
          </Typography.Paragraph>
        )}
        <ResourcePicker cloud={view.cloudCode} selected={picked} onChange={setPicked} />
      </Card>
    </>
  );
}
