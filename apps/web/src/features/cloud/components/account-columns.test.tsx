import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { CloudAccount } from '@ecloud/contract';
import { renderAs } from '../../../test/render.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { columnKey } from '../../../components/list/list-columns.tsx';
import { accountColumns } from './account-columns.tsx';

const account = (metrics: CloudAccount['metrics'], status: 0 | 1 = 1): CloudAccount => ({
  id: '00000000-0000-4000-8000-000000000020',
  name: 'Prod',
  provider: 'ALI',
  accessKeyMasked: 'LTAI****abcd',
  projectId: null,
  domainId: null,
  regions: [],
  syncIntervalMin: 60,
  simulated: false,
  status,
  health: 'ok',
  healthMessage: null,
  healthProviderCode: null,
  healthRequestId: null,
  providerAccountId: null,
  lastSyncAt: null,
  lastSyncStatus: null,
  nextSyncAt: null,
  resourceCount: 0,
  metrics,
  counts: {},
  remark: '',
  createdAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:00:00Z',
});

const noop = () => undefined;
const healthCell = (a: CloudAccount) => {
  const cols = accountColumns(i18n.t, {
    job: () => undefined,
    open: noop,
    toggle: noop,
    sync: noop,
    check: noop,
    edit: noop,
    remove: noop,
  });
  const health = cols.find((c) => columnKey(c) === 'health')!;
  return health.render!(undefined, a, 0) as ReactNode;
};

describe('the account list’s health cell', () => {
  it('marks an enabled account whose metrics are late, and says why on hover', async () => {
    const why = 'The provider’s monitoring service failed: Throttling.User';
    renderAs(<>{healthCell(account({ late: true, reason: why, lagSeconds: 900 }))}</>);
    expect(screen.getByTestId('account-metrics-late')).toHaveTextContent('Metrics late');
    fireEvent.mouseEnter(screen.getByTestId('account-metrics-late'));
    expect(await screen.findByText(why)).toBeInTheDocument();
  });

  it('shows nothing when the metrics are current or the account is disabled', () => {
    const { unmount } = renderAs(
      <>{healthCell(account({ late: false, reason: null, lagSeconds: 30 }))}</>,
    );
    expect(screen.queryByTestId('account-metrics-late')).toBeNull();
    unmount();
    renderAs(
      <>
        {healthCell(
          account({ late: true, reason: 'The account is disabled', lagSeconds: null }, 0),
        )}
      </>,
    );
    expect(screen.queryByTestId('account-metrics-late')).toBeNull();
  });
});
