import { Col, Row } from 'antd';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { session } from '../../../lib/session.ts';
import { HOME_CARDS } from '../cards.ts';

/** /index: a card per feature the user may use. */
export default function HomePage() {
  const user = useCurrentUser();
  const loginFlag = session.loginFlag();
  if (!user) return null;
  return (
    <Row gutter={[16, 16]} data-testid="home">
      {HOME_CARDS.filter((c) => c.show(user, loginFlag)).map(({ key, span, Component }) => (
        <Col key={key} xs={24} xl={span}>
          <Component />
        </Col>
      ))}
    </Row>
  );
}
