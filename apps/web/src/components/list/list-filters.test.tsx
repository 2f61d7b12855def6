import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { KeywordFilter } from './list-filters.tsx';
import { renderAs } from '../../test/render.tsx';

describe('<KeywordFilter>', () => {
  it("shows the list's keyword and applies a new one as a filter", () => {
    const filter = vi.fn();
    renderAs(
      <KeywordFilter
        list={{ state: { keyword: 'web' }, filter }}
        placeholder="Search"
        testId="kw"
      />,
    );
    const input = screen.getByPlaceholderText('Search');
    expect(input).toHaveValue('web');
    fireEvent.change(input, { target: { value: 'db' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(filter).toHaveBeenCalledWith({ keyword: 'db' });
  });
});
