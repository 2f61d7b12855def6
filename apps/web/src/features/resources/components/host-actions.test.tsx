import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aUser, renderAs } from '../../../test/render.tsx';
import { HostActions, actionable } from './host-actions.tsx';
import { aHost } from '../testing/fixtures.ts';

describe('host start, stop and reboot', () => {
  const running = aHost();
  const stopped = aHost({ id: '00000000-0000-4000-8000-0000000000a2', status: 'stopped' });
  const stopping = aHost({ id: '00000000-0000-4000-8000-0000000000a3', status: 'stopping' });
  const asked = aHost({ id: '00000000-0000-4000-8000-0000000000a4', pendingAction: 'stop' });
  const gone = aHost({ id: '00000000-0000-4000-8000-0000000000a5', deleted: true });

  it('starts only stopped hosts, stops and reboots only running ones, never moving or gone ones', () => {
    const all = [running, stopped, stopping, asked, gone];
    expect(actionable('start', all)).toEqual([stopped]);
    expect(actionable('stop', all)).toEqual([running]);
    expect(actionable('reboot', all)).toEqual([running]);
  });

  it('counts what each button would act on, and asks before acting', async () => {
    renderAs(<HostActions hosts={[running, stopped, stopping]} />);
    expect(screen.getByTestId('hosts-start')).toHaveTextContent('Start (1)');
    expect(screen.getByTestId('hosts-stop')).toHaveTextContent('Stop (1)');
    fireEvent.click(screen.getByTestId('hosts-stop'));
    await waitFor(() =>
      expect(
        screen.getAllByText('Stop this host? What runs on it stops too.').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.getAllByText('web-1').length).toBeGreaterThan(0);
  });

  it('is disabled without the host permission (v8-2.1)', () => {
    renderAs(<HostActions hosts={[running]} />, aUser({ authCodes: 'v1,v8,v8-2,v8-2.2,' }));
    expect(screen.getByTestId('hosts-stop')).toBeDisabled();
  });
});
