import { Button, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { demoAccountSchema } from '@ecloud/contract';

type DemoAccount = z.infer<typeof demoAccountSchema>;

/** In demo mode, the accounts to try, each one click from the form. */
export function DemoAccounts({
  accounts,
  password,
  onPick,
}: {
  accounts: DemoAccount[];
  password: string;
  onPick: (a: DemoAccount) => void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="demo-accounts">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('portal.demoIntro')}{' '}
        <Typography.Text code copyable>
          {password}
        </Typography.Text>
      </Typography.Paragraph>
      <Table<DemoAccount>
        size="small"
        rowKey="username"
        pagination={false}
        dataSource={accounts}
        columns={[
          {
            title: t('identity.field.username'),
            dataIndex: 'username',
            render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
          },
          {
            title: t('portal.console'),
            dataIndex: 'loginFlag',
            render: (v: number) => <Tag color={v === 1 ? 'blue' : 'green'}>{v}</Tag>,
          },
          { title: t('portal.demoShows'), dataIndex: 'note' },
          {
            title: '',
            key: 'use',
            render: (_: unknown, a) => (
              <Button size="small" onClick={() => onPick(a)} data-testid={`demo-${a.username}`}>
                {t('portal.use')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
