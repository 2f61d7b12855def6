import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { calls, type MetricSeries } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import { MetricChart } from './metric-chart.tsx';

const server = fakeApi();
const diskId = '00000000-0000-4000-8000-000000000201';

/** The chart of a disk's reads over an hour, answered with that disk's series. */
function showDiskReads(series: Omit<MetricSeries['series'][number], 'resourceId'>) {
  server.answer(calls.monitorSeries, {
    metric: 'diskRead',
    unit: 'KB/s',
    grain: 'raw',
    from: '2026-11-27T09:00:00Z',
    to: '2026-11-27T10:00:00Z',
    series: [{ resourceId: diskId, ...series }],
  });
  renderLive(<MetricChart target={{ resourceId: diskId }} metrics={['diskRead']} />, aUser());
}

describe('a resource’s chart', () => {
  it('says why a resource has no metrics where its provider has none to read', async () => {
    showDiskReads({ name: 'spare', points: [], noMetrics: 'detached' });
    expect(await screen.findByTestId('chart-no-metrics')).toHaveTextContent(
      'the disk is not attached to a host',
    );
  });

  it('says only that there are no points yet where the provider has some to read', async () => {
    showDiskReads({ name: 'data', points: [] });
    expect(await screen.findByText('No metric points in this range yet')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-no-metrics')).toBeNull();
  });
});
