import { useMemo } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { tagKeySchema, tagValueSchema, type Tag } from '@ecloud/contract';
import { FormModal } from '../../../components/form/index.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateTag, useUpdateTag } from '../api/use-tags.ts';

interface TagValues {
  key: string;
  value?: string;
}

/** Create a tag, or rename one (its key and value); mounted only while open. */
export function TagFormModal({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateTag();
  const update = useUpdateTag();
  const initial = useMemo(() => (tag ? { key: tag.key, value: tag.value } : undefined), [tag]);
  const submit = async (v: TagValues) => {
    const value = v.value?.trim() ?? '';
    if (tag) {
      await update.mutateAsync({ id: tag.id, key: v.key.trim(), value });
      toast.success(t('resources.tags.renamed'));
    } else {
      await create.mutateAsync({ key: v.key.trim(), value });
      toast.success(t('resources.tags.created', { name: value ? `${v.key}: ${value}` : v.key }));
    }
  };
  return (
    <FormModal<TagValues>
      open
      title={tag ? t('resources.tags.rename') : t('resources.tags.create')}
      onSubmit={submit}
      onClose={onClose}
      okText={t('common.save')}
      okTestId="tag-save"
      formTestId="tag-form"
      initialValues={initial}
    >
      <Form.Item
        name="key"
        label={t('resources.tags.key')}
        rules={[
          { required: true, message: t('resources.tags.keyRequired') },
          zodRule(tagKeySchema),
        ]}
      >
        <Input maxLength={64} placeholder={t('resources.tags.keyPlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="value"
        label={t('resources.tags.value')}
        extra={t('resources.tags.valueHint')}
        rules={[zodRule(tagValueSchema)]}
      >
        <Input
          maxLength={128}
          placeholder={t('resources.tags.valuePlaceholder')}
          autoComplete="off"
        />
      </Form.Item>
      {tag && tag.usageCount > 0 && (
        <div style={{ color: 'rgba(0,0,0,0.45)' }}>
          {t('resources.tags.renameNote', { count: tag.usageCount })}
        </div>
      )}
    </FormModal>
  );
}
