import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/index.ts';
import { monitorHref } from '../lib/paths.ts';

/** A monitoring form's save (needs v10-1) and cancel, which returns to the cloud view. */
export function FormButtons({
  busy,
  testId,
  children,
}: {
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex gap={8}>
      <SubmitButton code="v10-1" loading={busy} testId={testId}>
        {children}
      </SubmitButton>
      <Button onClick={() => void navigate(monitorHref.index())}>{t('common.cancel')}</Button>
    </Flex>
  );
}
