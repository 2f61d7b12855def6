import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button.tsx';
import { toast } from '../../../lib/toast.ts';

/** A row's undoing action (cancel, delete): a danger link, asked again, then done and told. */
export function ConfirmAction({
  title,
  okText,
  label = okText,
  code,
  disabled,
  success,
  run,
}: {
  title: string;
  okText: string;
  label?: ReactNode;
  /** The permission code; with one the button is the permission-aware ActionButton. */
  code?: string;
  disabled?: boolean;
  success: string;
  run: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      disabled={disabled}
      onConfirm={() =>
        run()
          .then(() => toast.success(success))
          .catch(() => undefined)
      }
    >
      {code ? (
        <ActionButton type="link" size="small" danger code={code} disabled={disabled}>
          {label}
        </ActionButton>
      ) : (
        <Button type="link" size="small" danger disabled={disabled}>
          {label}
        </Button>
      )}
    </Popconfirm>
  );
}
