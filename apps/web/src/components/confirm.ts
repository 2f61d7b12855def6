import type { ReactNode } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Asks before something that cannot be undone: a dialog with a red "Delete" (or the `okText`
 * given) and "Cancel"; the dialog stays, busy, until `onOk` settles.
 */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (o: { title: ReactNode; content: ReactNode; onOk(): Promise<unknown> }) =>
    modal.confirm({
      ...o,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
}
