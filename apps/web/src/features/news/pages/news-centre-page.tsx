import { Button, Card, Tabs } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEWS_CODE, NEWS_TYPES, holdsByName } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { KeywordFilter, useListState } from '../../../components/list/index.ts';
import { ItemList } from '../../../components/item-list.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useNewsList } from '../api/use-news.ts';
import { ALL_NEWS, isNewsTab, newsHref, type NewsTab } from '../lib/paths.ts';
import { NewsTitle } from '../components/news-title.tsx';

/**
 * /newsCenter/news/{type}: one tab per type (and all), searched and paged, pinned first. A card
 * list rather than the table kit: news is read by title and date, with no columns to compare.
 */
export default function NewsCentrePage() {
  const { type } = useParams();
  return isNewsTab(type) ? <NewsCentre tab={type} /> : <NotFound />;
}

function NewsCentre({ tab }: { tab: NewsTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { state, filter, paging } = useListState({ keyword: '' });
  const list = useNewsList({
    page: paging.page,
    pageSize: paging.pageSize,
    type: tab === ALL_NEWS ? undefined : tab,
    keyword: state.keyword || undefined,
  });
  const editor = holdsByName(user?.authCodes, NEWS_CODE);
  return (
    <>
      <PageHeader
        title={t('news.centre')}
        extra={
          editor && (
            <Button
              icon={<EditOutlined />}
              onClick={() => void navigate(newsHref.manage())}
              data-testid="news-manage"
            >
              {t('news.manage.open')}
            </Button>
          )
        }
      />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => void navigate(newsHref.centre(key as NewsTab))}
          items={[ALL_NEWS, ...NEWS_TYPES].map((key) => ({
            key,
            label: key === ALL_NEWS ? t('news.all') : t(`news.type.${key}`),
          }))}
          tabBarExtraContent={
            <KeywordFilter list={{ state, filter }} placeholder={t('news.search')} width={240} />
          }
          data-testid="news-tabs"
        />
        <ItemList
          query={list}
          empty={t('news.empty')}
          paging={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: paging.onPage,
          }}
          renderItem={(item) => <NewsTitle item={item} showType={tab === ALL_NEWS} />}
        />
      </Card>
    </>
  );
}
