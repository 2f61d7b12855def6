import { Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_KINDS, calls } from '@ecloud/contract';
import { useBillingQuery } from '../../api/use-billing.ts';
import { REVIEW_PATH, consolePath } from '../../lib/paths.ts';
import { StateCard } from '../../../../components/state-card.tsx';

/** Home, for the platform's reviewers: what waits for review, by kind, each a link to it. */
export function ReviewsHomeCard() {
  const { t } = useTranslation();
  const home = useBillingQuery(calls.billingHome, undefined, { silent: true });
  const pending = home.data?.reviewPending;
  return (
    <StateCard
      title={t('billing.home.reviews')}
      link={{ to: consolePath(REVIEW_PATH), label: t('billing.home.toReview') }}
      testId="home-reviews-card"
    >
      <Row gutter={[16, 16]}>
        {REVIEW_KINDS.map((k) => (
          <Col key={k} xs={12} md={8} xl={4}>
            <Link to={`${consolePath(REVIEW_PATH)}?kind=${k}`} data-testid={`home-review-${k}`}>
              <Statistic
                title={t(`billing.reviewKind.${k}`)}
                value={home.isError ? '—' : (pending?.[k] ?? 0)}
                loading={home.isPending}
                styles={{ content: { color: pending?.[k] ? '#fa8c16' : undefined } }}
              />
            </Link>
          </Col>
        ))}
      </Row>
    </StateCard>
  );
}
