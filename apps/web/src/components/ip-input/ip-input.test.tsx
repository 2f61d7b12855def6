import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IpInput } from './ip-input.tsx';
import type { IpParts } from './ip-parts.ts';

const parts = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('<IpInput>', () => {
  it('moves to the next part after three digits', async () => {
    render(<IpInput />);
    await userEvent.type(parts()[0]!, '192168');
    expect(parts().map((p) => p.value)).toEqual(['192', '168', '', '']);
    expect(document.activeElement).toBe(parts()[2]);
  });

  it('moves on dot, space and Enter', async () => {
    render(<IpInput />);
    await userEvent.type(parts()[0]!, '10.1 2{Enter}3');
    expect(parts().map((p) => p.value)).toEqual(['10', '1', '2', '3']);
  });

  it('moves right at the end of a part and left at its start', async () => {
    render(<IpInput />);
    await userEvent.type(parts()[0]!, '10');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(parts()[1]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(parts()[0]);
  });

  it('goes back on backspace in an empty part', async () => {
    render(<IpInput />);
    await userEvent.type(parts()[0]!, '1.');
    expect(document.activeElement).toBe(parts()[1]);
    await userEvent.keyboard('{Backspace}');
    expect(document.activeElement).toBe(parts()[0]);
  });

  it('clamps to 255 and empties non-numbers as they are typed', async () => {
    const onChange = vi.fn<(v: IpParts) => void>();
    render(<IpInput onChange={onChange} />);
    fireEvent.change(parts()[0]!, { target: { value: '999' } });
    expect(onChange).toHaveBeenLastCalledWith(['255', '', '', '']);
    fireEvent.change(parts()[1]!, { target: { value: 'x' } });
    expect(onChange).toHaveBeenLastCalledWith(['255', '', '', '']);
  });

  it("shows 'please enter IP address' with red borders when left empty", () => {
    render(<IpInput />);
    fireEvent.blur(parts()[0]!, { relatedTarget: document.body });
    expect(screen.getByRole('alert')).toHaveTextContent('please enter IP address');
    expect(document.querySelectorAll('.ant-input-status-error')).toHaveLength(4);
  });

  it("shows 'IP address input error' for an incomplete address, and nothing once complete", async () => {
    render(<IpInput />);
    await userEvent.type(parts()[0]!, '10.0');
    fireEvent.blur(parts()[1]!, { relatedTarget: document.body });
    expect(screen.getByRole('alert')).toHaveTextContent('IP address input error');
    await userEvent.type(parts()[1]!, '.0.1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelectorAll('.ant-input-status-error')).toHaveLength(0);
  });

  it('shows http:// or https:// in the web-firewall variant', () => {
    const { rerender } = render(<IpInput webFirewall={{ https: false }} />);
    expect(screen.getByTestId('ip-prefix')).toHaveTextContent('http://');
    rerender(<IpInput webFirewall={{ https: true }} />);
    expect(screen.getByTestId('ip-prefix')).toHaveTextContent('https://');
  });

  it('spreads a pasted address over the parts', () => {
    const onChange = vi.fn<(v: IpParts) => void>();
    render(<IpInput onChange={onChange} />);
    fireEvent.paste(parts()[0]!, { clipboardData: { getData: () => '172.16.0.1' } });
    expect(onChange).toHaveBeenLastCalledWith(['172', '16', '0', '1']);
  });
});
