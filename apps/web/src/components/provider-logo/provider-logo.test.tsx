import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PROVIDERS } from '@ecloud/contract';
import { renderAs } from '../../test/render.tsx';
import { ProviderLogo } from './provider-logo.tsx';

const fills = (el: Element) =>
  [...el.querySelectorAll('[fill],[stroke]')].flatMap((n) => [
    n.getAttribute('fill'),
    n.getAttribute('stroke'),
  ]);

describe('<ProviderLogo> (spec section 3: img, colourfulImg, img1)', () => {
  it('draws every provider in its brand colour, named for screen readers', () => {
    for (const p of PROVIDERS) {
      const { unmount } = renderAs(<ProviderLogo code={p.code} />);
      const svg = screen.getByRole('img', { name: new RegExp('cloud', 'i') });
      expect(svg.getAttribute('data-provider')).toBe(p.code);
      expect(svg.childElementCount, p.code).toBeGreaterThan(0);
      expect(fills(svg), p.code).toContain(p.chartColor.color);
      expect(screen.getByTestId(`provider-logo-${p.code}`).textContent).not.toBe('');
      unmount();
    }
  });

  it('the plain logo uses the text colour only', () => {
    renderAs(<ProviderLogo code="ALI" variant="plain" />);
    const colours = fills(screen.getByRole('img')).filter((c) => c && c !== 'none');
    expect(colours.every((c) => c === 'currentColor' || c === '#fff')).toBe(true);
    expect(screen.getByTestId('provider-logo-ALI').textContent).toBe('Alibaba cloud');
  });

  it('the small logo is the mark alone', () => {
    renderAs(<ProviderLogo code="AWS" variant="small" size={16} />);
    expect(screen.getByRole('img', { name: 'Amazon cloud' }).getAttribute('width')).toBe('16');
    expect(screen.queryByTestId('provider-logo-AWS')).toBeNull();
  });

  it('an unknown code still shows something neutral', () => {
    renderAs(<ProviderLogo code="NOPE" variant="small" />);
    expect(screen.getByRole('img', { name: 'NOPE' })).toBeTruthy();
  });
});
