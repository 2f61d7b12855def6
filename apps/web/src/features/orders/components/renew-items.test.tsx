import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { aUser, renderLive } from '../../../test/render.tsx';
import { RenewItems } from './renew-items.tsx';

const base = { months: 1, priceFen: 12_000, expiresAt: null };
type Item = Parameters<typeof RenewItems>[0]['items'][number];

/** An order's resources as the orders screen shows them. */
const showItems = (items: Item[]) =>
  renderLive(
    <RenewItems items={items} />,
    aUser({ authCodes: 'v3-4,' }),
    '/console/addedService/myOrder',
  );

describe('a renewal order’s resources', () => {
  it('shows one its cloud could not confirm as needing a manual check, with a note', async () => {
    showItems([
      {
        ...base,
        resourceId: '00000000-0000-4000-8000-000000000001',
        name: 'web-01',
        status: 'renewed',
        message: '',
        expiresAt: '2027-02-01T00:00:00.000Z',
      },
      {
        ...base,
        resourceId: '00000000-0000-4000-8000-000000000002',
        name: 'web-02',
        status: 'check',
        message: 'throttled: no answer',
      },
    ]);
    const row = (await screen.findByText('web-02')).closest('tr')!;
    expect(row).toHaveTextContent('Needs a manual check');
    expect(row).toHaveTextContent('throttled: no answer');
    expect(screen.getByTestId('renew-check-note')).toHaveTextContent(
      'the platform checks it with the cloud',
    );
  });

  it('has no note when every resource is settled', async () => {
    showItems([
      {
        ...base,
        resourceId: '00000000-0000-4000-8000-000000000001',
        name: 'web-01',
        status: 'failed',
        message: 'locked',
      },
    ]);
    expect((await screen.findByText('web-01')).closest('tr')).toHaveTextContent('Failed, refunded');
    expect(screen.queryByTestId('renew-check-note')).toBeNull();
  });
});
