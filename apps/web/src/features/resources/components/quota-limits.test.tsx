import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calls } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { renderLive } from '../../../test/render.tsx';
import { QuotaLimits } from './quota-limits.tsx';

const server = fakeApi();
const ACCOUNT = '00000000-0000-4000-8000-0000000000b1';

describe('<QuotaLimits>', () => {
  it('shows each watched quota with its usage, level and where its limit came from', async () => {
    server.answer(calls.quotaLimits, {
      list: [
        {
          accountId: ACCOUNT,
          accountName: 'Prod',
          region: 'cn-hangzhou',
          item: 'vcpus',
          limit: 100,
          used: 88,
          source: 'provider',
          level: 'warning',
        },
        {
          accountId: ACCOUNT,
          accountName: 'Prod',
          region: 'cn-hangzhou',
          item: 'eips',
          limit: 10,
          used: 2,
          source: 'request',
          level: null,
        },
      ],
    });
    renderLive(<QuotaLimits />);
    const card = await screen.findByTestId('quota-limits');
    const vcpus = (await within(card).findByText('88 / 100 (88%)')).closest('tr')!;
    expect(within(vcpus).getByText('vCPUs')).toBeInTheDocument();
    expect(within(vcpus).getByText('Provider')).toBeInTheDocument();
    expect(within(vcpus).getByText('Warning')).toBeInTheDocument();
    const eips = within(card).getByText('2 / 10 (20%)').closest('tr')!;
    expect(within(eips).getByText('Quota request')).toBeInTheDocument();
  });

  it('shows nothing while no quota is known', async () => {
    server.answer(calls.quotaLimits, { list: [] });
    const { container } = renderLive(<QuotaLimits />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('[data-testid="quota-limits"]')).toBeNull();
  });
});
