import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderLive } from '../../test/render.tsx';
import { FormModal } from './form-modal.tsx';
import { TextField } from './text-field.tsx';

const INITIAL = { name: 'first' };

const setup = (onSubmit: (v: { name: string }) => Promise<unknown>, onClose = vi.fn()) => {
  renderLive(
    <FormModal<{ name: string }>
      open
      title="Rename"
      okText="Save"
      initialValues={INITIAL}
      onSubmit={onSubmit}
      onClose={onClose}
      okTestId="ok"
    >
      <TextField name="name" label="Name" max={20} required="Needed" testId="name" />
    </FormModal>,
  );
  return onClose;
};

describe('<FormModal> (the Modal+Form scaffold)', () => {
  it('starts from the initial values, sends what was typed and closes when done', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = setup(onSubmit);
    expect(await screen.findByTestId('name')).toHaveValue('first');
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'second' } });
    fireEvent.click(screen.getByTestId('ok'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'second' });
  });

  it('refuses a blank required field and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = setup(onSubmit);
    fireEvent.change(await screen.findByTestId('name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('ok'));
    expect(await screen.findByText('Needed')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open with what was typed when the work fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('told')));
    const onClose = setup(onSubmit);
    fireEvent.change(await screen.findByTestId('name'), { target: { value: 'again' } });
    fireEvent.click(screen.getByTestId('ok'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('name')).toHaveValue('again');
  });
});
