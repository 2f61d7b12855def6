import { useMemo } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { calls } from '@ecloud/contract';
import { usernameSchema, type CallInput, type UserRow } from '@ecloud/contract';
import { FormModal } from '../../../components/form/index.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { toast } from '../../../lib/toast.ts';
import { useRoles } from '../api/use-roles.ts';
import { checkUsername, useCreateUser, useModifyUser } from '../api/use-users.ts';
import { ProfileFields } from './profile-form.tsx';
import { NewPasswordFields } from './password-fields.tsx';
import type { Openable } from '../../../components/dialog-props.ts';

/** The form holds what the create call takes; an edit sends the profile part of it. */
type Values = CallInput<typeof calls.userCreate>;

/**
 * Create a sub-user or edit one. The username is checked as it is typed; roles cannot be
 * changed on one's own account or on a primary account (the server refuses both too).
 */
export function UserFormModal({
  user,
  selfId,
  open,
  onClose,
}: Openable & {
  user: UserRow | null;
  selfId: string;
}) {
  const { t } = useTranslation();
  const roles = useRoles();
  const create = useCreateUser();
  const modify = useModifyUser();
  const editing = !!user;
  const rolesLocked = editing && (user.id === selfId || user.accountType === 0);

  const initial = useMemo(
    () =>
      user
        ? {
            username: user.username,
            name: user.name,
            phone: user.phone,
            email: user.email,
            roleIds: user.roles.map((r) => r.id),
          }
        : undefined,
    [user],
  );

  const submit = async (v: Values) => {
    if (user) {
      await modify.mutateAsync({
        op: 'profile',
        id: user.id,
        name: v.name,
        phone: v.phone ?? '',
        email: v.email ?? '',
        ...(rolesLocked ? {} : { roleIds: v.roleIds ?? [] }),
      });
      toast.success(t('common.saved'));
    } else {
      await create.mutateAsync({
        username: v.username,
        password: v.password,
        name: v.name,
        phone: v.phone ?? '',
        email: v.email ?? '',
        roleIds: v.roleIds ?? [],
      });
      toast.success(t('identity.userCreated', { username: v.username }));
    }
  };

  return (
    <FormModal<Values>
      open={open}
      title={editing ? t('identity.editUser') : t('identity.createUser')}
      onSubmit={submit}
      onClose={onClose}
      okText={t('common.save')}
      width={560}
      initialValues={initial}
      formTestId="user-form"
    >
      <Form.Item
        name="username"
        label={t('identity.field.username')}
        hasFeedback={!editing}
        validateDebounce={400}
        rules={
          editing
            ? []
            : [
                { required: true, message: t('identity.rule.usernameRequired') },
                zodRule(usernameSchema),
                {
                  validator: async (_, value: string) => {
                    if (!value || !usernameSchema.safeParse(value).success) return;
                    const { exists } = await checkUsername(value);
                    if (exists) throw new Error(t('identity.rule.usernameTaken'));
                  },
                },
              ]
        }
      >
        <Input disabled={editing} maxLength={32} autoComplete="off" />
      </Form.Item>
      {!editing && <NewPasswordFields />}
      <ProfileFields />
      <Form.Item name="roleIds" label={t('identity.field.roles')}>
        <Select
          mode="multiple"
          disabled={rolesLocked}
          loading={roles.isPending}
          options={roles.data?.map((r) => ({ value: r.id, label: r.name }))}
          placeholder={t('identity.rolesPlaceholder')}
        />
      </Form.Item>
      {rolesLocked && <Alert type="info" showIcon message={t('identity.rolesLocked')} />}
    </FormModal>
  );
}
