import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, HOME_PATH, menuFor, type MenuItem } from '@ecloud/contract';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { session } from '../../../lib/session.ts';
import { useAvailablePage } from '../../../lib/available-pages.ts';

const leaves = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((i) => (i.isleaf ? [i] : leaves(i.children)));

/** Every screen the user can open from here, one click away. */
export function QuickLinksCard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const available = useAvailablePage();
  if (!user) return null;
  const links = leaves(menuFor(session.loginFlag(), user, available)).filter(
    (l) => l.index !== HOME_PATH,
  );
  return (
    <Card title={t('home.quickLinks')} data-testid="home-links-card">
      <Row gutter={[12, 12]}>
        {links.map((l) => (
          <Col key={l.index} xs={12} md={8} xl={4}>
            <Link to={`${CONSOLE_BASE_PATH}${l.index}`}>
              <Card size="small" hoverable>
                {t(l.label)}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
