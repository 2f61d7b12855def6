import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetail } from '@ecloud/contract';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../lib/current-user.ts';
import { FormModal } from '../../../components/form/index.ts';
import { useModifyUser } from '../api/use-users.ts';
import { ProfileFields, type ProfileValues } from './profile-form.tsx';
import type { Openable } from '../../../components/dialog-props.ts';

/** Edit your own name, phone and e-mail. */
export function EditProfileModal({
  user,
  open,
  onClose,
}: Openable & {
  user: UserDetail;
}) {
  const { t } = useTranslation();
  const modify = useModifyUser();
  const queryClient = useQueryClient();
  const initial = useMemo(
    () => ({ name: user.name, phone: user.phone, email: user.email }),
    [user],
  );
  const submit = async (v: ProfileValues) => {
    await modify.mutateAsync({
      op: 'profile',
      name: v.name,
      phone: v.phone ?? '',
      email: v.email ?? '',
    });
    await queryClient.invalidateQueries({ queryKey: currentUserKey });
  };
  return (
    <FormModal<ProfileValues>
      open={open}
      title={t('identity.editProfile')}
      onSubmit={submit}
      onClose={onClose}
      okText={t('common.save')}
      success={t('common.saved')}
      initialValues={initial}
    >
      <ProfileFields />
    </FormModal>
  );
}
