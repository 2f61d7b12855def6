import { Button, Card, Flex, Form, Input, Select, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEWS_TITLE_MAX, NEWS_TYPES, newsDraftInput, type NewsItem } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { zodRule } from '../../../lib/zod-rule.ts';
import { toast } from '../../../lib/toast.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { useCreateNews, useNewsItem, useUpdateNews } from '../api/use-news.ts';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { NEW_ID, newsHref } from '../lib/paths.ts';

type Draft = Pick<NewsItem, 'type' | 'titleEn' | 'titleZh' | 'bodyEn' | 'bodyZh'>;
const FIELDS = newsDraftInput.shape;

/** Writes or edits an item in both languages; publishing is done from the editors' list. */
export default function NewsEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = NEW_ID } = useParams();
  const existing = useNewsItem(id === NEW_ID ? undefined : id);
  const create = useCreateNews();
  const update = useUpdateNews();
  const [form] = Form.useForm<Draft>();
  if (existing.isError) return <NotFound />;
  if (id !== NEW_ID && !existing.data) return <Skeleton active />;

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await (id === NEW_ID ? create.mutateAsync(values) : update.mutateAsync({ ...values, id }));
    toast.success(t('news.editor.saved'));
    void navigate(newsHref.manage());
  };
  const title = (name: 'titleEn' | 'titleZh') => (
    <Form.Item
      name={name}
      label={t(`news.editor.${name}`)}
      rules={[{ required: true }, zodRule(FIELDS[name])]}
    >
      <Input maxLength={NEWS_TITLE_MAX} showCount data-testid={`news-${name}`} />
    </Form.Item>
  );
  const body = (name: 'bodyEn' | 'bodyZh') => (
    <Form.Item
      name={name}
      label={t(`news.editor.${name}`)}
      rules={[{ required: true }, zodRule(FIELDS[name])]}
    >
      <RichTextEditor testId={`news-${name}`} />
    </Form.Item>
  );
  return (
    <>
      <PageHeader title={t(id === NEW_ID ? 'news.editor.newTitle' : 'news.editor.editTitle')} />
      <Card>
        <Form<Draft>
          form={form}
          layout="vertical"
          initialValues={existing.data ?? { type: 'announcement' }}
          data-testid="news-form"
        >
          <Form.Item name="type" label={t('news.editor.type')} rules={[{ required: true }]}>
            <Select
              style={{ width: 240 }}
              options={codeOptions(t, 'news.type', NEWS_TYPES)}
              data-testid="news-type"
            />
          </Form.Item>
          {title('titleEn')}
          {body('bodyEn')}
          {title('titleZh')}
          {body('bodyZh')}
          <Flex gap={8}>
            <Button
              type="primary"
              loading={create.isPending || update.isPending}
              onClick={() => void save().catch(() => undefined)}
              data-testid="news-save"
            >
              {t('news.editor.save')}
            </Button>
            <Button onClick={() => void navigate(newsHref.manage())}>
              {t('news.editor.cancel')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
