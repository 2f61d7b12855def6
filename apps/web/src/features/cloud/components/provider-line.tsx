import type { ReactNode } from 'react';
import { Flex, List, Typography } from 'antd';
import type { ProviderCode } from '@ecloud/contract';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';

export interface ProviderLineProps {
  provider: ProviderCode;
  name: ReactNode;
  strong?: boolean;
  state: ReactNode;
  /** Details in small print; cut to one line when `ellipsis`. */
  below: ReactNode;
  ellipsis?: boolean;
}

/** One account in a home card: logo, name and its state on a line, details in small print below. */
export function ProviderLine({
  provider,
  name,
  strong,
  state,
  below,
  ellipsis,
}: ProviderLineProps) {
  return (
    <Flex vertical gap={2} style={{ width: '100%', minWidth: 0 }}>
      <Flex gap={8} align="center">
        <ProviderLogo code={provider} variant="small" size={16} />
        <Typography.Text strong={strong} ellipsis style={{ flex: 1 }}>
          {name}
        </Typography.Text>
        {state}
      </Flex>
      {below && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={ellipsis}>
          {below}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A home card's accounts (or their syncs), one ProviderLine each. */
export function ProviderLines<T>({
  items,
  line,
}: {
  items: T[];
  line: (item: T) => ProviderLineProps;
}) {
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(item) => (
        <List.Item>
          <ProviderLine {...line(item)} />
        </List.Item>
      )}
    />
  );
}
