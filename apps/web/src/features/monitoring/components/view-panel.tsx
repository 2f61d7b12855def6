import { Card, Empty, Flex, Space, Tabs, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BusinessView } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { useConfirmDelete } from '../../../components/confirm.ts';
import { useConsoleStore } from '../../../lib/store.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteGroup, useDeleteView } from '../api/use-views.ts';
import { monitorHref } from '../lib/paths.ts';
import { cloudLabel } from './view-choices.tsx';
import { GroupTab } from './group-tab.tsx';

const CODE = 'v10-1';

/** One view: its cloud and type, its actions, and a tab per group with the group's resources. */
export function ViewPanel({ view }: { view: BusinessView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmDelete();
  const projectId = useConsoleStore((s) => s.selection.projectId);
  const select = useConsoleStore((s) => s.select);
  const removeView = useDeleteView();
  const removeGroup = useDeleteGroup();
  const active = view.groups.find((g) => g.id === projectId) ?? view.groups[0];

  const deleteView = () =>
    confirm({
      title: t('monitoring.view.deleteTitle', { name: view.name }),
      content: t('monitoring.view.deleteContent'),
      onOk: () =>
        removeView.mutateAsync({ id: view.id }).then(() => {
          toast.success(t('monitoring.view.deleted'));
          select({ viewId: '', projectId: '' });
        }),
    });
  const deleteGroup = (id: string, name: string) =>
    confirm({
      title: t('monitoring.group.deleteTitle', { name }),
      content: t('monitoring.group.deleteContent'),
      onOk: () =>
        removeGroup.mutateAsync({ id }).then(() => toast.success(t('monitoring.group.deleted'))),
    });

  return (
    <Card
      data-testid="view-panel"
      title={
        <Space>
          <span data-testid="view-title">{view.name}</span>
          <Tag color="blue">{cloudLabel(t, view.cloudCode)}</Tag>
          <Tag>{t(`monitoring.businessType.${view.businessType}`)}</Tag>
        </Space>
      }
      extra={
        <Flex gap={8} wrap>
          <ActionButton
            code={CODE}
            icon={<PlusOutlined />}
            onClick={() => void navigate(monitorHref.addGroup(view.id, view.cloudId))}
            data-testid="group-create"
          >
            {t('monitoring.group.addTitle')}
          </ActionButton>
          <ActionButton
            code={CODE}
            icon={<EditOutlined />}
            onClick={() => void navigate(monitorHref.editView(view))}
            data-testid="view-edit"
          >
            {t('monitoring.view.edit')}
          </ActionButton>
          <ActionButton
            code={CODE}
            danger
            icon={<DeleteOutlined />}
            onClick={deleteView}
            data-testid="view-delete"
          >
            {t('common.delete')}
          </ActionButton>
        </Flex>
      }
    >
      {view.groups.length === 0 ? (
        <Empty description={t('monitoring.group.none')} />
      ) : (
        <Tabs
          activeKey={active?.id}
          onChange={(id) =>
            select({ projectId: id, projectName: view.groups.find((g) => g.id === id)?.name ?? '' })
          }
          destroyOnHidden
          items={view.groups.map((g) => ({
            key: g.id,
            label: `${g.name} (${g.resourceCount})`,
            children: (
              <>
                <Flex gap={8} justify="flex-end" style={{ marginBottom: 8 }}>
                  <ActionButton
                    code={CODE}
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() =>
                      void navigate(monitorHref.editGroup(view.cloudId, view.id, g.id))
                    }
                    data-testid="group-edit"
                  >
                    {t('monitoring.group.edit')}
                  </ActionButton>
                  <ActionButton
                    code={CODE}
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => deleteGroup(g.id, g.name)}
                    data-testid="group-delete"
                  >
                    {t('common.delete')}
                  </ActionButton>
                </Flex>
                <GroupTab groupId={g.id} />
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}
