import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNEL_KINDS, type ChannelKind, type NotifyChannel } from '@ecloud/contract';
import { Field, FormModal, TextField } from '../../../components/form/index.ts';
import type { Closable } from '../../../components/dialog-props.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { useSaveChannel } from '../api/use-notify.ts';
import { LanguageField, NameField } from './recipient-fields.tsx';

interface Values {
  name: string;
  kind: ChannelKind;
  url: string;
  secret?: string;
  language: NotifyChannel['language'];
}

/**
 * Add a webhook or robot, or change one. The stored address is shown masked, so an edit asks for
 * it again; a blank secret keeps the stored one. The server checks the target and the secret's form.
 */
export function ChannelFormModal({
  channel,
  onClose,
}: Closable & { channel: NotifyChannel | null }) {
  const { t } = useTranslation();
  const save = useSaveChannel();
  const initial = useMemo<Partial<Values>>(
    () =>
      channel
        ? { name: channel.name, kind: channel.kind, language: channel.language }
        : { kind: 'webhook', language: currentLanguage() },
    [channel],
  );
  return (
    <FormModal<Values>
      open
      title={channel ? t('notify.contacts.editChannel') : t('notify.contacts.addChannel')}
      initialValues={initial}
      onSubmit={(v) => save.mutateAsync({ ...v, secret: v.secret ?? '', id: channel?.id })}
      onClose={onClose}
      success={t('common.saved')}
      width={560}
      formTestId="channel-form"
    >
      <NameField testId="channel-name" />
      <Field name="kind" label={t('notify.field.kind')} required={t('notify.required.kind')}>
        <Select
          data-testid="channel-kind"
          options={codeOptions(t, 'notify.channelKind', CHANNEL_KINDS)}
        />
      </Field>
      <TextField
        name="url"
        label={t('notify.field.url')}
        max={1024}
        required={t('notify.required.url')}
        placeholder={channel?.url}
        extra={t('notify.field.urlHint')}
        testId="channel-url"
      />
      <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.kind !== b.kind}>
        {({ getFieldValue }) => {
          const kind = getFieldValue('kind') as ChannelKind;
          return (
            <Form.Item
              name="secret"
              label={t('notify.field.secret')}
              extra={
                channel?.hasSecret
                  ? t('notify.field.secretKeep')
                  : t(`notify.field.secretHint.${kind}`)
              }
            >
              <Input.Password
                disabled={kind === 'wecom'}
                autoComplete="new-password"
                data-testid="channel-secret"
              />
            </Form.Item>
          );
        }}
      </Form.Item>
      <LanguageField />
    </FormModal>
  );
}
