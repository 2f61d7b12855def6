import { Badge, Card, List } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_KINDS, calls } from '@ecloud/contract';
import { useBillingQuery } from '../../api/use-billing.ts';
import { REVIEW_PATH, consolePath } from '../../lib/paths.ts';

/** Home, for the platform's reviewers: what waits for review, by kind. */
export function ReviewsHomeCard() {
  const { t } = useTranslation();
  const home = useBillingQuery(calls.billingHome, undefined, { silent: true });
  const pending = home.data?.reviewPending;
  return (
    <Card
      title={t('billing.home.reviews')}
      extra={<Link to={consolePath(REVIEW_PATH)}>{t('billing.home.toReview')}</Link>}
      style={{ height: '100%' }}
      data-testid="home-reviews-card"
    >
      <List
        size="small"
        loading={home.isPending}
        dataSource={pending ? REVIEW_KINDS.map((k) => ({ kind: k, count: pending[k] })) : []}
        locale={{ emptyText: home.isError ? t('common.loadFailed') : t('billing.home.noReviews') }}
        renderItem={(r) => (
          <List.Item
            extra={<Badge count={r.count} showZero color={r.count ? '#faad14' : '#d9d9d9'} />}
          >
            <Link
              to={`${consolePath(REVIEW_PATH)}?kind=${r.kind}`}
              data-testid={`home-review-${r.kind}`}
            >
              {t(`billing.reviewKind.${r.kind}`)}
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
