import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { PageHeader } from './page-header.tsx';
import { renderAs } from '../test/render.tsx';

describe('<PageHeader> action', () => {
  it('opens its dialog on a click and closes it when the dialog says so', () => {
    renderAs(
      <PageHeader
        title="Keys"
        action={{
          label: 'Upload',
          dialog: (close) => (
            <button type="button" onClick={close}>
              Close the dialog
            </button>
          ),
        }}
      />,
    );
    expect(screen.queryByText('Close the dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the dialog' }));
    expect(screen.queryByText('Close the dialog')).not.toBeInTheDocument();
  });
});
