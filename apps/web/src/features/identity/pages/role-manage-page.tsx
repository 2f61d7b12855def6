import { useState } from 'react';
import { Card, Col, Empty, List, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_MENU, OPERATOR_MENU, menuOpens, type Role } from '@ecloud/contract';
import { useAvailablePage } from '../../../lib/available-pages.ts';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useRoles } from '../api/use-roles.ts';
import { RolePermissionTree } from '../components/role-permission-tree.tsx';

/** The two consoles whose menus a role opens, each a tab. */
const CONSOLES = [
  { loginFlag: 1, label: 'shell.operatorConsole', tree: OPERATOR_MENU },
  { loginFlag: 2, label: 'shell.maintenanceConsole', tree: MAINTENANCE_MENU },
] as const;

/** Role description (v7-3): each role, who holds it, and what it permits in each console. */
export default function RoleManagePage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const available = useAvailablePage();
  // What a role opens, from its codes and the screens that exist (a stored description could
  // promise screens still to come).
  const opens = (r: Role) =>
    ([1, 2] as const)
      .flatMap((flag) => menuOpens(flag, r.permissions, available))
      .map((item) => t(item.label))
      .filter((label, i, all) => all.indexOf(label) === i)
      .join(t('identity.opensSeparator'));
  const [picked, setPicked] = useState<string | null>(null);
  const role = roles.data?.find((r) => r.id === picked) ?? roles.data?.[0];
  return (
    <>
      <PageHeader title={t('menu.roleManage')} subtitle={t('identity.roleManageSubtitle')} />
      {roles.isError && <LoadFailedAlert error={roles.error} />}
      <Row gutter={16}>
        <Col xs={24} lg={9}>
          <Card title={t('identity.roles')} styles={{ body: { padding: 0 } }}>
            {roles.isPending ? (
              <Skeleton active style={{ padding: 16 }} />
            ) : (
              <List
                dataSource={roles.data}
                locale={{ emptyText: <Empty description={t('identity.noRoles')} /> }}
                renderItem={(r) => (
                  <List.Item
                    onClick={() => setPicked(r.id)}
                    style={{
                      cursor: 'pointer',
                      padding: '12px 16px',
                      background: r.id === role?.id ? '#e6f4ff' : undefined,
                    }}
                    extra={<Tag>{t('identity.holders', { count: r.userCount })}</Tag>}
                    data-testid={`role-${r.code}`}
                  >
                    <List.Item.Meta
                      title={r.name}
                      description={
                        <span data-testid={`role-opens-${r.code}`}>
                          {opens(r) || t('identity.opensNothing')}
                        </span>
                      }
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title={role ? t('identity.rolePermits', { role: role.name }) : t('identity.roles')}>
            {role && (
              <>
                <Typography.Paragraph type="secondary">
                  {t('identity.permissionCodes')}:{' '}
                  {role.permissions.map((p) => (
                    <Tag key={p}>{p}</Tag>
                  ))}
                </Typography.Paragraph>
                <Tabs
                  items={CONSOLES.map(({ loginFlag, label, tree }) => ({
                    key: String(loginFlag),
                    label: t(label),
                    children: (
                      <RolePermissionTree
                        permissions={role.permissions}
                        loginFlag={loginFlag}
                        tree={tree}
                        available={available}
                      />
                    ),
                  }))}
                />
              </>
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
