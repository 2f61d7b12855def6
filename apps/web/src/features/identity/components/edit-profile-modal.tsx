import { useEffect } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@ecloud/contract';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../lib/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { useModifyUser } from '../api/use-users.ts';
import { ProfileFields, type ProfileValues } from './profile-form.tsx';

/** Edit your own name, phone and e-mail. */
export function EditProfileModal({
  user,
  open,
  onClose,
}: {
  user: UserDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const modify = useModifyUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: user.name, phone: user.phone, email: user.email });
  }, [open, user, form]);
  const submit = async () => {
    const v = await form.validateFields();
    await modify.mutateAsync({
      op: 'profile',
      name: v.name,
      phone: v.phone ?? '',
      email: v.email ?? '',
    });
    await queryClient.invalidateQueries({ queryKey: currentUserKey });
    toast.success(t('common.saved'));
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('identity.editProfile')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={modify.isPending}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <ProfileFields />
      </Form>
    </Modal>
  );
}
