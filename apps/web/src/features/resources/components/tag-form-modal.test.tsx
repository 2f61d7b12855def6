import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls, type Tag } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { renderLive } from '../../../test/render.tsx';
import { TagFormModal } from './tag-form-modal.tsx';

const server = fakeApi();
const ID = '00000000-0000-4000-8000-0000000000a1';
const tag: Tag = {
  id: ID,
  key: 'env',
  value: 'prod',
  usageCount: 2,
  createdAt: '2026-11-22T06:27:00Z',
  updatedAt: '2026-11-22T06:27:00Z',
};

describe('<TagFormModal> on the form kit', () => {
  it('creates a tag from what was typed, trimmed, and closes', async () => {
    server.answer(calls.tagCreate, { id: ID });
    const onClose = vi.fn();
    renderLive(<TagFormModal tag={null} onClose={onClose} />);
    fireEvent.change(await screen.findByPlaceholderText('e.g. project'), {
      target: { value: ' env ' },
    });
    fireEvent.click(screen.getByTestId('tag-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests).toHaveBeenCalledWith(
      calls.tagCreate,
      { key: 'env', value: '' },
      expect.anything(),
    );
  });

  it('starts a rename from the tag and sends its id', async () => {
    server.answer(calls.tagUpdate, { id: ID });
    const onClose = vi.fn();
    renderLive(<TagFormModal tag={tag} onClose={onClose} />);
    expect(await screen.findByDisplayValue('env')).toBeInTheDocument();
    expect(screen.getByDisplayValue('prod')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('tag-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests).toHaveBeenCalledWith(
      calls.tagUpdate,
      { id: ID, key: 'env', value: 'prod' },
      expect.anything(),
    );
  });
});
