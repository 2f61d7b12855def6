import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useTab } from '../lib/use-tab.ts';

interface Tab {
  key: string;
  label: string;
  children: ReactNode;
}

/** A screen's tabs with the open one kept in the address; the first is the default. */
export function AddressTabs({ items }: { items: readonly [Tab, ...Tab[]] }) {
  const [tab, setTab] = useTab(
    items[0].key,
    items.map((i) => i.key),
  );
  return <Tabs activeKey={tab} onChange={setTab} destroyOnHidden items={[...items]} />;
}
