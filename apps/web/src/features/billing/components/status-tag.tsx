import { Tag } from 'antd';

const COLOURS: Record<string, string> = {
  pending: 'processing',
  submitted: 'processing',
  reviewing: 'processing',
  approved: 'cyan',
  processing: 'processing',
  confirmed: 'success',
  issued: 'success',
  completed: 'success',
  paid: 'success',
  succeeded: 'success',
  verified: 'success',
  usable: 'success',
  active: 'success',
  available: 'success',
  settled: 'success',
  rejected: 'error',
  failed: 'error',
  voided: 'default',
  cancelled: 'default',
  canceled: 'default',
  expired: 'default',
  used: 'default',
  unverified: 'warning',
  accrued: 'gold',
  withdrawn: 'default',
};

/** A state as a coloured tag: in review blue, done green, refused red, over grey. */
export function StatusTag({ status, label }: { status: string; label: string }) {
  return (
    <Tag color={COLOURS[status] ?? 'default'} data-testid={`status-${status}`}>
      {label}
    </Tag>
  );
}
