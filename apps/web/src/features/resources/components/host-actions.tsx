import type { ReactNode } from 'react';
import { App } from 'antd';
import { CaretRightOutlined, PauseOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPE_CODES, type HostActionName, type Resource } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { RowActions } from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { isTransitional, useHostAction } from '../api/use-resources.ts';

const CODE = RESOURCE_TYPE_CODES.host;

/** Which hosts an action applies to: start what is stopped, stop or reboot what runs. */
export function actionable(action: HostActionName, hosts: readonly Resource[]): Resource[] {
  return hosts.filter(
    (h) =>
      !h.deleted &&
      !isTransitional(h) &&
      (action === 'start' ? h.status === 'stopped' : h.status === 'running'),
  );
}

/**
 * Start, stop and reboot for one host or a selection, each after a confirmation naming the
 * hosts, behind the click lock. Results per host come back; failures are reported with the
 * provider's message and request id.
 */
export function HostActions({
  hosts,
  size = 'middle',
  onDone,
}: {
  hosts: readonly Resource[];
  size?: 'small' | 'middle';
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const act = useHostAction();
  const run = (action: HostActionName) => {
    const targets = actionable(action, hosts);
    if (!targets.length) return;
    const names = targets.map((h) => h.name || h.providerId);
    modal.confirm({
      title: t(`resources.action.confirm.${action}`, { count: targets.length }),
      content:
        names.slice(0, 10).join(', ') +
        (names.length > 10 ? t('resources.action.more', { count: names.length - 10 }) : ''),
      okText: t(`resources.action.${action}`),
      okButtonProps: { danger: action !== 'start' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const { results, affected } = await act.mutateAsync({
          ids: targets.map((h) => h.id),
          action,
        });
        const failed = results.filter((r) => !r.ok);
        if (affected) toast.success(t(`resources.action.sent.${action}`, { count: affected }));
        for (const f of failed) {
          const host = targets.find((h) => h.id === f.id);
          toast.error(
            t('resources.action.failed', {
              name: host?.name ?? f.id,
              message: f.message ?? '',
              requestId: f.requestId ?? '—',
            }),
            8000,
          );
        }
        onDone?.();
      },
    });
  };
  const count = (a: HostActionName) => actionable(a, hosts).length;
  if (size === 'small')
    return (
      <span onClick={(e) => e.stopPropagation()}>
        <RowActions
          items={ACTIONS.map(({ action }) => ({
            code: CODE,
            label: t(`resources.action.${action}`),
            danger: action === 'stop',
            disabled: !count(action),
            onClick: () => run(action),
            testId: `host-${action}`,
          }))}
        />
      </span>
    );
  return (
    <>
      {ACTIONS.map(({ action, icon }) => (
        <ActionButton
          key={action}
          code={CODE}
          icon={icon}
          disabled={!count(action)}
          onClick={() => run(action)}
          data-testid={`hosts-${action}`}
        >
          {t(`resources.action.${action}N`, { count: count(action) })}
        </ActionButton>
      ))}
    </>
  );
}

/** The three actions, in their order on screen, with the icons of the toolbar buttons. */
const ACTIONS: readonly { action: HostActionName; icon: ReactNode }[] = [
  { action: 'start', icon: <CaretRightOutlined /> },
  { action: 'stop', icon: <PauseOutlined /> },
  { action: 'reboot', icon: <RedoOutlined /> },
];
