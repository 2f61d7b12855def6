import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The footer of a dialog that places an order (check-out, renewal): cancel, and the confirm
 * button that shows the order on its way and, click-locked, sends it once.
 */
export function OrderFooter(p: {
  onCancel(): void;
  placing: boolean;
  lock: { locked: boolean; onClick(): void };
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={p.onCancel}>{t('common.cancel')}</Button>
      <Button
        type="primary"
        loading={p.placing}
        disabled={p.lock.locked}
        onClick={p.lock.onClick}
        data-testid={p.testId}
      >
        {p.children}
      </Button>
    </>
  );
}
