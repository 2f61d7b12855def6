import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { calls, type BusinessView } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import { useConsoleStore } from '../../../lib/store.ts';
import { aHost } from '../../resources/index.ts';
import CloudViewPage from './cloud-view-page.tsx';
import ViewEditPage from './view-edit-page.tsx';
import { MONITOR_ROUTES } from '../lib/paths.ts';

const server = fakeApi();
const me = aUser();
const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

const view = (over: Partial<BusinessView>): BusinessView => ({
  id: id(1),
  name: 'Shop',
  sort: 0,
  cloudId: 2,
  cloudCode: 'ALI',
  businessType: 1,
  groups: [],
  createdAt: '2026-11-20T02:00:00Z',
  ...over,
});
const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

describe('cloud view', () => {
  // The group's chart loads ECharts (a lazy chunk): slow under a busy machine.
  it(
    'shows the views in their order and the first one’s groups with their resources',
    { timeout: 60_000 },
    async () => {
      useConsoleStore.getState().resetSelection();
      server.answer(calls.monitorViewList, [
        view({ id: id(1), name: 'Data', sort: 1, cloudCode: 'ALL', cloudId: 0 }),
        view({
          id: id(2),
          name: 'Shop',
          sort: 2,
          groups: [{ id: id(3), name: 'Web tier', sort: 0, resourceCount: 1 }],
        }),
      ]);
      const host = aHost({ name: 'web-7' });
      server.answer(calls.monitorGroupResources, page([host]));
      server.answer(calls.monitorLatest, [
        { resourceId: host.id, values: { cpu: 93.5, memory: 40 }, at: '2026-11-27T10:00:00Z' },
      ]);
      server.answer(calls.monitorSeries, {
        metric: 'cpu',
        unit: '%',
        grain: 'raw',
        from: '2026-11-27T09:00:00Z',
        to: '2026-11-27T10:00:00Z',
        series: [{ resourceId: host.id, name: 'web-7', points: [[1, 2]] }],
      });
      server.answer(calls.monitorFreshness, [
        {
          accountId: host.accountId,
          accountName: 'Prod',
          provider: 'ALI',
          lastPolledAt: null,
          lagSeconds: 600,
          late: true,
          reason: 'The provider’s monitoring service failed',
          callsLastPoll: 0,
          callBudgetPerMinute: 11.6,
        },
      ]);
      renderLive(<CloudViewPage />, me, '/console/cloudView/businessView/index');
      const list = await screen.findByTestId('view-list');
      expect(
        within(list)
          .getAllByRole('menuitem')
          .map((e) => e.textContent),
      ).toEqual(['Data', 'Shop']);
      expect(await screen.findByTestId('view-title', {}, { timeout: 15_000 })).toHaveTextContent(
        'Data',
      );
      fireEvent.click(within(list).getByText('Shop'));
      expect(await screen.findByText('web-7', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByText('Web tier (1)')).toBeInTheDocument();
      // The latest key metrics beside the resource; a busy CPU stands out.
      expect(await screen.findByText(/CPU 93.5%/, {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByTestId('metrics-late')).toHaveTextContent('Prod');
      expect(server.requests).toHaveBeenCalledWith(
        calls.monitorSeries,
        { groupId: id(3), metric: 'cpu', range: '1h' },
        expect.anything(),
      );
      await waitFor(() =>
        expect(useConsoleStore.getState().selection).toMatchObject({
          viewId: id(2),
          viewName: 'Shop',
          viewSort: 2,
          projectList: [{ value: id(3), label: 'Web tier' }],
        }),
      );
    },
  );

  it('adds a view of the route’s cloud and business type', async () => {
    server.answer(calls.monitorViewCreate, { id: id(9) });
    server.answer(calls.monitorViewList, []);
    renderLive(
      <Routes>
        <Route path={`/console${MONITOR_ROUTES.addView}`} element={<ViewEditPage />} />
        <Route
          path={`/console${MONITOR_ROUTES.addGroup}`}
          element={<div data-testid="add-group" />}
        />
      </Routes>,
      me,
      '/console/businessView/addView/3/HUAWEI/2',
    );
    fireEvent.change(await screen.findByTestId('view-name'), { target: { value: 'Billing' } });
    fireEvent.click(screen.getByTestId('view-save'));
    await server.sent(calls.monitorViewCreate, {
      name: 'Billing',
      sort: 0,
      cloudCode: 'HUAWEI',
      businessType: 2,
    });
    // The new view's first group comes next, at the spec's route.
    expect(await screen.findByTestId('add-group')).toBeInTheDocument();
    expect(useConsoleStore.getState().selection).toMatchObject({
      viewId: id(9),
      cloudCode: 'HUAWEI',
    });
  });

  it('edits a view from the route’s parameters', async () => {
    server.answer(calls.monitorViewUpdate, { id: id(4) });
    server.answer(calls.monitorViewList, []);
    renderLive(
      <Routes>
        <Route path={`/console${MONITOR_ROUTES.editView}`} element={<ViewEditPage />} />
        <Route path={`/console${MONITOR_ROUTES.index}`} element={<div data-testid="index" />} />
      </Routes>,
      me,
      `/console/businessView/updataView/0/${id(4)}/${encodeURIComponent('A / B')}/7/ALL/4`,
    );
    expect(await screen.findByTestId('view-name')).toHaveValue('A / B');
    fireEvent.click(screen.getByTestId('view-save'));
    await server.sent(calls.monitorViewUpdate, {
      id: id(4),
      name: 'A / B',
      sort: 7,
      cloudCode: 'ALL',
      businessType: 4,
    });
    expect(await screen.findByTestId('index')).toBeInTheDocument();
  });
});
