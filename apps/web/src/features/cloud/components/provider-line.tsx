import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { ProviderCode } from '@ecloud/contract';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';

/** One account in a home card: logo, name and its state on a line, details in small print below. */
export function ProviderLine({
  provider,
  name,
  strong,
  state,
  below,
}: {
  provider: ProviderCode;
  name: ReactNode;
  strong?: boolean;
  state: ReactNode;
  below: ReactNode;
}) {
  return (
    <Flex vertical gap={2} style={{ width: '100%', minWidth: 0 }}>
      <Flex gap={8} align="center">
        <ProviderLogo code={provider} variant="small" size={16} />
        <Typography.Text strong={strong} ellipsis style={{ flex: 1 }}>
          {name}
        </Typography.Text>
        {state}
      </Flex>
      {below}
    </Flex>
  );
}
