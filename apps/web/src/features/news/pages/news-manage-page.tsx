import { useState } from 'react';
import { NEWS_STATUSES, NEWS_TYPES, type Language, type NewsItem } from '@ecloud/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlusOutlined } from '@ant-design/icons';
import {
  ListScreen,
  KeywordFilter,
  SelectFilter,
  useListState,
} from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import {
  useDeleteNews,
  useNewsManageList,
  usePinNews,
  usePublishNews,
  useUnpublishNews,
} from '../api/use-news.ts';
import { newsColumns } from '../components/news-columns.tsx';
import { ScheduleModal } from '../components/schedule-modal.tsx';
import { newsHref } from '../lib/paths.ts';

/** The platform's editors: every item with its state; write, publish, schedule, pin, delete. */
export default function NewsManagePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { state, filter, paging } = useListState({ type: '', status: '', keyword: '' });
  const [scheduling, setScheduling] = useState<NewsItem | null>(null);
  const list = useNewsManageList({
    page: paging.page,
    pageSize: paging.pageSize,
    type: (state.type || undefined) as NewsItem['type'] | undefined,
    status: (state.status || undefined) as NewsItem['status'] | undefined,
    keyword: state.keyword || undefined,
  });
  const publish = usePublishNews();
  const unpublish = useUnpublishNews();
  const pin = usePinNews();
  const remove = useDeleteNews();
  const columns = newsColumns(t, i18n.language as Language, {
    edit: (n) => void navigate(newsHref.edit(n.id)),
    publish: (n) =>
      void publish.mutateAsync({ id: n.id }).then(() => toast.success(t('news.manage.published'))),
    schedule: setScheduling,
    unpublish: (n) =>
      void unpublish
        .mutateAsync({ id: n.id })
        .then(() => toast.success(t('news.manage.unpublished'))),
    pin: (n) => void pin.mutateAsync({ id: n.id, pinned: !n.pinned }),
    remove: (n) =>
      void remove.mutateAsync([n.id]).then(() => toast.success(t('news.manage.deleted'))),
  });
  return (
    <>
      <ListScreen<NewsItem>
        title={t('news.manage.title')}
        action={{
          label: t('news.manage.write'),
          icon: <PlusOutlined />,
          onClick: () => void navigate(newsHref.edit()),
          testId: 'news-write',
        }}
        columns={columns}
        query={list}
        paging={paging}
        empty={t('news.manage.empty')}
        filters={
          <>
            <SelectFilter
              placeholder={t('news.manage.filterType')}
              value={state.type}
              options={codeOptions(t, 'news.type', NEWS_TYPES)}
              onChange={(type) => filter({ type })}
            />
            <SelectFilter
              placeholder={t('news.manage.filterStatus')}
              value={state.status}
              options={codeOptions(t, 'news.manage.status', NEWS_STATUSES)}
              onChange={(status) => filter({ status })}
            />
            <KeywordFilter list={{ state, filter }} placeholder={t('news.search')} width={240} />
          </>
        }
      />
      <ScheduleModal item={scheduling} onClose={() => setScheduling(null)} />
    </>
  );
}
