import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { calls } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import { MetricChart } from './metric-chart.tsx';

const server = fakeApi();
const diskId = '00000000-0000-4000-8000-000000000201';

describe('a resource’s chart', () => {
  it('says why a resource has no metrics where its provider has none to read', async () => {
    server.answer(calls.monitorSeries, {
      metric: 'diskRead',
      unit: 'KB/s',
      grain: 'raw',
      from: '2026-11-27T09:00:00Z',
      to: '2026-11-27T10:00:00Z',
      series: [{ resourceId: diskId, name: 'spare', points: [], noMetrics: 'detached' }],
    });
    renderLive(<MetricChart target={{ resourceId: diskId }} metrics={['diskRead']} />, aUser());
    expect(await screen.findByTestId('chart-no-metrics')).toHaveTextContent(
      'the disk is not attached to a host',
    );
  });

  it('says only that there are no points yet where the provider has some to read', async () => {
    server.answer(calls.monitorSeries, {
      metric: 'diskRead',
      unit: 'KB/s',
      grain: 'raw',
      from: '2026-11-27T09:00:00Z',
      to: '2026-11-27T10:00:00Z',
      series: [{ resourceId: diskId, name: 'data', points: [] }],
    });
    renderLive(<MetricChart target={{ resourceId: diskId }} metrics={['diskRead']} />, aUser());
    expect(await screen.findByText('No metric points in this range yet')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-no-metrics')).toBeNull();
  });
});
