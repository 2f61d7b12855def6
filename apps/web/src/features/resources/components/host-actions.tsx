import { App, Space } from 'antd';
import { CaretRightOutlined, PauseOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPE_CODES, type HostActionName, type Resource } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
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
  if (size === 'small') {
    return (
      <Space size={0} onClick={(e) => e.stopPropagation()}>
        <ActionButton
          code={CODE}
          type="link"
          size="small"
          disabled={!count('start')}
          onClick={() => run('start')}
          data-testid="host-start"
        >
          {t('resources.action.start')}
        </ActionButton>
        <ActionButton
          code={CODE}
          type="link"
          size="small"
          danger
          disabled={!count('stop')}
          onClick={() => run('stop')}
          data-testid="host-stop"
        >
          {t('resources.action.stop')}
        </ActionButton>
        <ActionButton
          code={CODE}
          type="link"
          size="small"
          disabled={!count('reboot')}
          onClick={() => run('reboot')}
          data-testid="host-reboot"
        >
          {t('resources.action.reboot')}
        </ActionButton>
      </Space>
    );
  }
  return (
    <>
      <ActionButton
        code={CODE}
        icon={<CaretRightOutlined />}
        disabled={!count('start')}
        onClick={() => run('start')}
        data-testid="hosts-start"
      >
        {t('resources.action.startN', { count: count('start') })}
      </ActionButton>
      <ActionButton
        code={CODE}
        icon={<PauseOutlined />}
        disabled={!count('stop')}
        onClick={() => run('stop')}
        data-testid="hosts-stop"
      >
        {t('resources.action.stopN', { count: count('stop') })}
      </ActionButton>
      <ActionButton
        code={CODE}
        icon={<RedoOutlined />}
        disabled={!count('reboot')}
        onClick={() => run('reboot')}
        data-testid="hosts-reboot"
      >
        {t('resources.action.rebootN', { count: count('reboot') })}
      </ActionButton>
    </>
  );
}
