import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { moveKey, type ColumnPrefs } from './column-prefs.ts';

export interface ColumnSettingsProps {
  /** Every column the table can show, in default order. */
  columns: { key: string; title: string }[];
  prefs: ColumnPrefs | null;
  /** Columns that are always shown (the name). */
  fixed: readonly string[];
  onChange(prefs: ColumnPrefs | null): void;
}

/** Choose and order a table's columns; the choice is saved by the caller. */
export function ColumnSettings({ columns, prefs, fixed, onChange }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const all = columns.map((c) => c.key);
  const order = prefs
    ? [
        ...prefs.order.filter((k) => all.includes(k)),
        ...all.filter((k) => !prefs.order.includes(k)),
      ]
    : all;
  const hidden = prefs?.hidden ?? [];
  const titles = new Map(columns.map((c) => [c.key, c.title]));
  const content = (
    <Flex vertical gap={4} style={{ minWidth: 220 }} data-testid="column-settings">
      {order.map((key, i) => (
        <Flex key={key} align="center" gap={4}>
          <Checkbox
            style={{ flex: 1 }}
            checked={!hidden.includes(key)}
            disabled={fixed.includes(key)}
            onChange={(e) =>
              onChange({
                order,
                hidden: e.target.checked ? hidden.filter((k) => k !== key) : [...hidden, key],
              })
            }
            data-testid={`column-toggle-${key}`}
          >
            {titles.get(key)}
          </Checkbox>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={i === 0}
            aria-label={t('list.columns.up', { name: titles.get(key) })}
            onClick={() => onChange({ order: moveKey(order, key, -1), hidden })}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={i === order.length - 1}
            aria-label={t('list.columns.down', { name: titles.get(key) })}
            onClick={() => onChange({ order: moveKey(order, key, 1), hidden })}
          />
        </Flex>
      ))}
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('list.columns.saved')}
        </Typography.Text>
        <Button size="small" onClick={() => onChange(null)} disabled={!prefs}>
          {t('list.columns.reset')}
        </Button>
      </Flex>
    </Flex>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('list.columns.title')}
      content={content}
    >
      <Button icon={<SettingOutlined />} data-testid="column-settings-button">
        {t('list.columns.button')}
      </Button>
    </Popover>
  );
}
