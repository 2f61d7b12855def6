import { describe, expect, it } from 'vitest';
import { editorHtml, isFuture, isImageAddress } from './editor-rules.ts';
import { isNewsTab, newsHref } from './paths.ts';

describe('news editor rules', () => {
  it('takes images by https address only', () => {
    expect(isImageAddress('https://cdn.example.com/a.png')).toBe(true);
    expect(isImageAddress(' https://example.com/b.jpg ')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'ftp://x/y',
      'http://example.com/c.png',
      '/a.png',
      '',
    ]) {
      expect(isImageAddress(bad)).toBe(false);
    }
  });

  it('turns the editor’s output into what the server stores', () => {
    expect(editorHtml('<p>a&nbsp;b</p>')).toBe('<p>a b</p>');
    expect(editorHtml('<p></p>')).toBe('');
    expect(editorHtml('<p><br></p>')).toBe('');
  });

  it('schedules only ahead of now', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    expect(isFuture(new Date('2026-11-24T08:00:01Z'), now)).toBe(true);
    expect(isFuture(now, now)).toBe(false);
  });

  it('knows the centre’s tabs and addresses', () => {
    expect(isNewsTab('maintenance')).toBe(true);
    expect(isNewsTab('all')).toBe(true);
    expect(isNewsTab('gossip')).toBe(false);
    expect(newsHref.centre('policy')).toBe('/console/newsCenter/news/policy');
    expect(newsHref.detail('x')).toBe('/console/newsCenter/newsDetail/x');
  });
});
