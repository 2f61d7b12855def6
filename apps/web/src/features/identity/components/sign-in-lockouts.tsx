import { Alert, Button, Flex, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls, type LoginLockout } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { identityKeys } from '../api/keys.ts';

const lockoutsKey = [...identityKeys.all, 'lockouts'] as const;

/**
 * Users of the tenant locked out of sign-in from some address, or slowed down by failures from
 * many: shown above the user list only when there are any, each with a button to lift it.
 */
export function SignInLockouts() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lockouts = useQuery({
    queryKey: lockoutsKey,
    queryFn: () => callApi(calls.userLockouts, {}),
    refetchInterval: 60_000,
  });
  const clear = useMutation({
    mutationFn: (userId: string) => callApi(calls.userLockoutClear, { userId }),
    onSuccess: async (_data, userId) => {
      const who = lockouts.data?.find((l) => l.userId === userId);
      toast.success(t('identity.lockouts.cleared', { username: who?.username ?? '' }));
      await queryClient.invalidateQueries({ queryKey: lockoutsKey });
    },
  });
  if (!lockouts.data?.length) return null;

  const describe = (l: LoginLockout) => (
    <Space size={4} wrap>
      {l.lockedSources.map((s) => (
        <Tag key={s.address} color="red">
          {t('identity.lockouts.locked', {
            address: s.address,
            until: formatDateTime(s.lockedUntil),
          })}
        </Tag>
      ))}
      {l.throttledUntil && (
        <Tag color="orange">
          {t('identity.lockouts.throttled', {
            count: l.failures,
            until: formatDateTime(l.throttledUntil),
          })}
        </Tag>
      )}
    </Space>
  );
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="sign-in-lockouts"
      title={t('identity.lockouts.title', { count: lockouts.data.length })}
      description={
        <Flex vertical gap={8}>
          {lockouts.data.map((l) => (
            <Flex key={l.userId} gap={12} align="center" wrap>
              <Typography.Text strong>{`${l.name} (${l.username})`}</Typography.Text>
              {describe(l)}
              <Button
                size="small"
                loading={clear.isPending && clear.variables === l.userId}
                onClick={() => clear.mutate(l.userId)}
              >
                {t('identity.lockouts.clear')}
              </Button>
            </Flex>
          ))}
        </Flex>
      }
    />
  );
}
