import { Form, Input, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { calls, CallInput } from '@ecloud/contract';
import { keyPairUploadInput } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { FormModal } from '../../../components/form/index.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useUploadKeyPair } from '../api/use-key-pairs.ts';
import { AccountField } from './account-field.tsx';

const shape = keyPairUploadInput.shape;

type KeyValues = CallInput<typeof calls.keyPairUpload>;

/** Upload of an OpenSSH public key to one cloud account. */
export function UploadKeyModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadKeyPair();
  return (
    <FormModal<KeyValues>
      open
      title={t('cloud.keys.upload')}
      onSubmit={upload.mutateAsync}
      success={(v) => t('cloud.keys.uploaded', { name: v.name })}
      onClose={onClose}
      okText={t('cloud.keys.uploadOk')}
      width={620}
      formTestId="key-form"
    >
      <AccountField />
      <Form.Item
        name="name"
        label={t('cloud.keys.name')}
        rules={[{ required: true, message: t('cloud.keys.nameRequired') }, zodRule(shape.name)]}
      >
        <Input maxLength={64} placeholder="deploy-key" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="publicKey"
        label={t('cloud.keys.publicKey')}
        extra={t('cloud.keys.publicKeyHint')}
        rules={[{ required: true, message: t('cloud.keys.publicKeyRequired') }]}
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 8 }}
          spellCheck={false}
          placeholder="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA... user@host"
          style={{ fontFamily: 'monospace', fontSize: 12 }}
        />
      </Form.Item>
      <KeyFileButton />
    </FormModal>
  );
}

/** Reads a .pub file into the key, and names the key after the file when no name was typed. */
function KeyFileButton() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<KeyValues>();
  return (
    <Upload
      accept=".pub,text/plain"
      showUploadList={false}
      beforeUpload={(file) => {
        void file.text().then((text) => {
          form.setFieldValue('publicKey', text.trim());
          if (!form.getFieldValue('name'))
            form.setFieldValue(
              'name',
              file.name.replace(/\.pub$/, '').replace(/[^A-Za-z0-9_.-]/g, '-'),
            );
        });
        return false;
      }}
    >
      <ActionButton icon={<UploadOutlined />}>{t('cloud.keys.fromFile')}</ActionButton>
    </Upload>
  );
}
