import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { ActionButton } from '../action-button.tsx';

/** One action of a row, drawn as a small link button. */
export interface RowAction {
  label: ReactNode;
  onClick(): void;
  /** The permission code it needs: a permission-aware, click-locked button; none: a plain one. */
  code?: string;
  danger?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  testId?: string;
  /** Asks first; the action runs on confirming. */
  confirm?: { title: ReactNode; okText: ReactNode; cancelText: ReactNode };
}

function RowActionButton({ a }: { a: RowAction }) {
  const props = {
    type: 'link' as const,
    size: 'small' as const,
    danger: a.danger,
    disabled: a.disabled,
    icon: a.icon,
    'data-testid': a.testId,
    onClick: a.confirm ? undefined : () => a.onClick(),
    children: a.label,
  };
  const button = a.code ? <ActionButton code={a.code} {...props} /> : <Button {...props} />;
  if (!a.confirm) return button;
  return (
    <Popconfirm {...a.confirm} onConfirm={() => a.onClick()}>
      {button}
    </Popconfirm>
  );
}

/** A row's actions side by side; a falsy entry is an action this row does not offer. */
export function RowActions({
  items,
  gap = 0,
}: {
  items: readonly (RowAction | false | null | undefined)[];
  gap?: number;
}) {
  const shown = items.filter((a): a is RowAction => !!a);
  if (!shown.length) return null;
  if (shown.length === 1) return <RowActionButton a={shown[0]!} />;
  return (
    <Space size={gap}>
      {shown.map((a, i) => (
        <RowActionButton key={i} a={a} />
      ))}
    </Space>
  );
}
