import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { calls, ResultCode, type ServiceDetail } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import ServiceDetailPage from './service-detail-page.tsx';

const server = fakeApi();
const ID = '00000000-0000-4000-8000-0000000000e1';
const service: ServiceDetail = {
  id: ID,
  code: 'securityAssessment',
  name: 'Security assessment',
  summary: 'Penetration test',
  priceFen: null,
  unit: 'quote',
  scope: ['External penetration test'],
  deliverables: ['Vulnerability report'],
  process: ['Scoping', 'Testing'],
};

describe('/service/detail', () => {
  it('shows the service (on quote) and sends a request that opens a work order', async () => {
    server.answer(calls.serviceDetail, service);
    server.answer(calls.serviceRequest, { workOrderId: '00000000-0000-4000-8000-0000000000e2' });
    renderLive(<ServiceDetailPage />, aUser(), `/console/service/detail?id=${ID}`);
    expect(await screen.findByTestId('service-price')).toHaveTextContent('On quote');
    expect(screen.getByText('External penetration test')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('service-request'));
    fireEvent.change(await screen.findByLabelText('What do you need?'), {
      target: { value: 'Test our public endpoints' },
    });
    fireEvent.change(screen.getByLabelText('How to reach you'), { target: { value: 'li@x.cn' } });
    fireEvent.click(screen.getByTestId('service-request-send'));
    await server.sent(calls.serviceRequest, {
      id: ID,
      description: 'Test our public endpoints',
      contact: 'li@x.cn',
    });
  });

  it('says an entry no longer in the catalogue is gone and leads back, rather than offering a retry', async () => {
    server.fail(calls.serviceDetail, 'No such service', ResultCode.notFound);
    renderLive(<ServiceDetailPage />, aUser(), `/console/service/detail?id=${ID}`);
    expect(await screen.findByTestId('service-not-found')).toHaveTextContent(
      'This service is not in the catalogue (any more)',
    );
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute(
      'href',
      '/console/service/index',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
