import { Button, Tooltip, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CLICK_LOCK_MS } from '@ecloud/contract';
import { useButtonAllowed } from '../lib/permissions.ts';
import { useClickLock } from '../lib/click-lock.ts';

export interface ActionButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The permission code the action needs; none means anyone. */
  code?: string;
  onClick?: ButtonProps['onClick'];
  /** How long a click locks the button (spec section 4: 1000 ms by default). */
  lockMs?: number;
}

/**
 * The permission-aware action button of spec section 5: disabled when the user lacks the code
 * or the button itself is disabled, and locked for a moment after each click.
 */
export function ActionButton({
  code,
  disabled,
  onClick,
  lockMs = CLICK_LOCK_MS,
  ...rest
}: ActionButtonProps) {
  const { t } = useTranslation();
  const allowed = useButtonAllowed(code);
  const lock = useClickLock(onClick, lockMs);
  const button = (
    <Button {...rest} disabled={disabled || !allowed || lock.locked} onClick={lock.onClick} />
  );
  return allowed ? button : <Tooltip title={t('common.noPermission')}>{button}</Tooltip>;
}
