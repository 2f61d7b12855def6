import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@ecloud/contract';
import { FormModal } from '../../../components/form/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePublishNews } from '../api/use-news.ts';
import { isFuture } from '../lib/editor-rules.ts';

/** Schedules an item: readers see it from the chosen time on. */
export function ScheduleModal({ item, onClose }: { item: NewsItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const publish = usePublishNews();
  return (
    <FormModal<{ at: Dayjs }>
      open={!!item}
      title={t('news.manage.scheduleTitle')}
      onClose={onClose}
      onSubmit={({ at }) => publish.mutateAsync({ id: item!.id, publishAt: at.toISOString() })}
      success={({ at }) => t('news.manage.scheduled', { time: formatDateTime(at.toISOString()) })}
      okTestId="news-schedule-ok"
    >
      <Form.Item
        name="at"
        label={t('news.manage.scheduleAt')}
        rules={[
          { required: true, message: t('news.manage.scheduleFuture') },
          {
            validator: (_, v?: Dayjs) =>
              !v || isFuture(v.toDate())
                ? Promise.resolve()
                : Promise.reject(new Error(t('news.manage.scheduleFuture'))),
          },
        ]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          data-testid="news-schedule-at"
        />
      </Form.Item>
    </FormModal>
  );
}
