import { useState, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { ActionButton } from './action-button.tsx';

/** A screen's main action: the primary, permission-aware button at the head. */
export interface HeaderAction {
  label: ReactNode;
  onClick?(): void;
  /** The dialog the action opens (a create form): drawn while open, given how to close itself. */
  dialog?: (close: () => void) => ReactNode;
  code?: string;
  icon?: ReactNode;
  testId?: string;
}

/** The head of every screen: its title, a line of context, and its main actions. */
export function PageHeader({
  title,
  subtitle,
  extra,
  action,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  /** Drawn after `extra`. */
  action?: HeaderAction;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {(extra || action) && (
        <Flex gap={8} wrap>
          {extra}
          {action && (
            <ActionButton
              code={action.code}
              type="primary"
              icon={action.icon}
              onClick={() => {
                action.onClick?.();
                if (action.dialog) setOpen(true);
              }}
              data-testid={action.testId}
            >
              {action.label}
            </ActionButton>
          )}
          {open && action?.dialog?.(() => setOpen(false))}
        </Flex>
      )}
    </Flex>
  );
}
