import { Badge, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, BadgeProps['status']> = {
  running: 'success',
  available: 'success',
  in_use: 'processing',
  pending: 'processing',
  starting: 'processing',
  stopping: 'processing',
  rebooting: 'processing',
  deleting: 'processing',
  stopped: 'default',
  error: 'error',
  deleted: 'default',
  unknown: 'warning',
};

/** Statuses that are on their way somewhere: the screen polls while one is shown. */
export const TRANSITIONAL = new Set(['pending', 'starting', 'stopping', 'rebooting', 'deleting']);

/** A resource's status in the console's words, with the provider's own word on hover. */
export function StatusBadge({
  status,
  raw,
  pending,
}: {
  status: string;
  raw?: string;
  /** A host action asked for and not yet seen done. */
  pending?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <span title={raw} data-testid="resource-status" data-status={status}>
      <Badge
        status={pending ? 'processing' : (COLOURS[status] ?? 'default')}
        text={
          pending && !TRANSITIONAL.has(status)
            ? t(`resources.action.pending.${pending}`)
            : t(`resources.status.${status}`, status)
        }
      />
    </span>
  );
}
