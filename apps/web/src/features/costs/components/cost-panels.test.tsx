import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { calls } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import { ResourceCostPanel } from './resource-cost-panel.tsx';
import { AccountIngestsPanel } from './account-ingests-panel.tsx';

const server = fakeApi();
const id = '00000000-0000-4000-8000-0000000000a1';
const accountId = '00000000-0000-4000-8000-0000000000b1';
const daily = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-10-${String(i + 1).padStart(2, '0')}`,
  amount: i % 3 === 0 ? 0 : 1_000 + i,
}));

describe('resource cost panel (the resource drawer)', () => {
  it('shows this month, last month, 30 bars and a link to the resource’s bill lines', async () => {
    server.answer(calls.resourceCost, {
      currency: 'CNY',
      providerId: 'i-abc',
      accountId,
      month: '2026-11',
      thisMonth: 12_345,
      lastMonth: 67_890,
      daily,
    });
    renderLive(<ResourceCostPanel id={id} />);
    expect(await screen.findByTestId('cost-this-month')).toHaveTextContent('¥123.45');
    expect(screen.getByTestId('cost-last-month')).toHaveTextContent('¥678.90');
    expect(screen.getByTestId('cost-sparkline').querySelectorAll('rect')).toHaveLength(30);
    const link = screen.getByTestId('resource-bill-link');
    expect(link.getAttribute('href')).toMatch(/billDetail\?resourceId=i-abc&startDate=2026-10-01/);
    expect(server.requests).toHaveBeenCalledWith(calls.resourceCost, { id }, expect.anything());
  });

  it('asks nothing and shows nothing to people without a cost screen', async () => {
    renderLive(<ResourceCostPanel id={id} />, aUser({ authCodes: 'v8,v8-2,v8-2.1' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('resource-cost')).toBeNull();
    expect(server.requests).not.toHaveBeenCalledWith(
      calls.resourceCost,
      expect.anything(),
      expect.anything(),
    );
  });
});

describe('account ingests panel (the cloud account drawer)', () => {
  it('lists periods with their state, a failure’s words, provisional or final', async () => {
    const p = (period: string, over = {}) => ({
      period,
      status: 'final' as const,
      state: 'done' as const,
      pagesRead: 3,
      rows: 1200,
      billedTotal: 123_400,
      error: null,
      ingestedAt: '2026-11-28T01:00:00Z',
      dataThrough: '2026-11-26T16:00:00Z',
      finalizedAt: null,
      updatedAt: '2026-11-28T01:00:00Z',
      ...over,
    });
    server.answer(calls.accountIngests, {
      supported: true,
      lastIngestAt: '2026-11-28T01:00:00Z',
      counts: { done: 2, running: 0, queued: 0, failed: 1, final: 1, provisional: 2 },
      list: [
        p('2026-11', { status: 'provisional' }),
        p('2026-10'),
        p('2026-09', {
          status: 'provisional',
          state: 'failed',
          error: 'Simulated failure reading the bill.',
        }),
      ],
    });
    renderLive(<AccountIngestsPanel accountId={accountId} />);
    const panel = await screen.findByTestId('account-ingests');
    await waitFor(() => expect(panel).toHaveTextContent('2026-09'));
    expect(screen.getByTestId('ingest-2026-09-failed')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Simulated failure reading the bill.');
    expect(screen.getByTestId('ingests-failed')).toHaveTextContent('1 failed');
    expect(panel).toHaveTextContent('Provisional');
    expect(panel).toHaveTextContent('Final');
    expect(panel).toHaveTextContent('¥1,234.00');
  });

  it('says so when no adapter reads the provider’s bills', async () => {
    server.answer(calls.accountIngests, {
      supported: false,
      lastIngestAt: null,
      counts: { done: 0, running: 0, queued: 0, failed: 0, final: 0, provisional: 0 },
      list: [],
    });
    renderLive(<AccountIngestsPanel accountId={accountId} />);
    expect(await screen.findByTestId('account-ingests')).toHaveTextContent('No bill adapter');
  });
});
