import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SyncJob } from '@ecloud/contract';
import { renderAs } from '../../../test/render.tsx';
import { HealthBadge, jobActive, syncPercent } from './health-badge.tsx';
import { intervalLabel } from './labels.ts';
import { i18n } from '../../../lib/i18n.ts';

const job = (over: Partial<SyncJob> = {}): SyncJob => ({
  id: '00000000-0000-4000-8000-000000000010',
  accountId: '00000000-0000-4000-8000-000000000011',
  accountName: 'Prod',
  provider: 'ALI',
  state: 'running',
  trigger: 'manual',
  done: 3,
  total: 8,
  current: 'disk cn-hangzhou',
  upserted: 10,
  deleted: 0,
  errors: 0,
  error: null,
  queuedAt: '2026-11-22T10:00:00Z',
  startedAt: '2026-11-22T10:00:01Z',
  finishedAt: null,
  ...over,
});

describe('<HealthBadge> (an account’s health)', () => {
  it('names each health in words', () => {
    for (const [health, text] of [
      ['ok', 'OK'],
      ['invalid_credentials', 'Invalid credentials'],
      ['permission_missing', 'Permission missing'],
      ['error', 'Error'],
    ] as const) {
      const { unmount } = renderAs(<HealthBadge health={health} />);
      expect(screen.getByTestId('account-health')).toHaveTextContent(text);
      unmount();
    }
  });

  it('shows the provider’s message and request id under a failing account', () => {
    renderAs(<HealthBadge health="error" message="SignatureDoesNotMatch" requestId="req-42" />);
    expect(screen.getByTestId('account-health')).toHaveTextContent(
      'SignatureDoesNotMatch (req-42)',
    );
  });

  it('shows a running sync’s progress instead of the stored health', () => {
    renderAs(<HealthBadge health="ok" job={job()} />);
    const badge = screen.getByTestId('account-health');
    expect(badge).toHaveAttribute('data-health', 'syncing');
    expect(badge).toHaveTextContent('Syncing 3/8');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
  });

  it('goes back to the health once the sync has finished', () => {
    renderAs(<HealthBadge health="ok" job={job({ state: 'succeeded', done: 8 })} />);
    expect(screen.getByTestId('account-health')).toHaveAttribute('data-health', 'ok');
  });

  it('computes progress and activity from the job', () => {
    expect(syncPercent({ done: 0, total: 0 })).toBe(0);
    expect(syncPercent({ done: 8, total: 8 })).toBe(100);
    expect(jobActive(job({ state: 'queued' }))).toBe(true);
    expect(jobActive(job({ state: 'partial' }))).toBe(false);
    expect(jobActive(undefined)).toBe(false);
  });

  it('words sync intervals', () => {
    const t = i18n.t.bind(i18n);
    expect(intervalLabel(t, 0)).toBe('Only when asked');
    expect(intervalLabel(t, 15)).toBe('Every 15 minutes');
    expect(intervalLabel(t, 60)).toBe('Every hour');
    expect(intervalLabel(t, 360)).toBe('Every 6 hours');
  });
});
