import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { aUser, renderAs } from '../../../test/render.tsx';
import WorkOrderCenterPage from './work-order-center-page.tsx';

describe('the work-order desk’s head', () => {
  it('offers the platform’s support staff the service catalogue they keep', () => {
    renderAs(<WorkOrderCenterPage />, aUser({ authCodes: 'v1,v5,v6,v7,v7-1,support,' }));
    expect(screen.getByTestId('service-manage-open')).toHaveTextContent('Service catalogue');
    expect(screen.queryByTestId('work-order-create')).toBeNull();
  });

  it('offers a customer a new work order, not the catalogue', () => {
    renderAs(<WorkOrderCenterPage />, aUser({ authCodes: 'all' }));
    expect(screen.queryByTestId('service-manage-open')).toBeNull();
    expect(screen.getByTestId('work-order-create')).toBeInTheDocument();
  });
});
