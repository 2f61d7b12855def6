import { Avatar, Card, Descriptions, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, MY_ACCOUNT_PATH } from '@ecloud/contract';
import { useCurrentUser } from '../../../lib/current-user.ts';

/** Who is signed in, to which organisation, with which roles. */
export function UserCard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Card
      title={t('home.welcome', { name: user.name })}
      extra={<Link to={`${CONSOLE_BASE_PATH}${MY_ACCOUNT_PATH}`}>{t('home.myAccount')}</Link>}
      style={{ height: '100%' }}
      data-testid="home-user-card"
    >
      <Card.Meta
        avatar={<Avatar size={48} icon={<UserOutlined />} style={{ background: '#1668dc' }} />}
        title={user.username}
        description={user.tenantName}
      />
      <Descriptions
        column={1}
        size="small"
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'roles',
            label: t('identity.field.roles'),
            children: user.roles.map((r) => <Tag key={r}>{r}</Tag>),
          },
          { key: 'loginNum', label: t('identity.field.loginNum'), children: user.loginNum },
        ]}
      />
    </Card>
  );
}
