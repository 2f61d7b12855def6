import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { calls, type NewsItem } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import NewsManagePage from './news-manage-page.tsx';

const server = fakeApi();
const editor = aUser({ authCodes: 'v1,audit,news,' });

const item = (n: number, over: Partial<NewsItem> = {}): NewsItem => ({
  id: `00000000-0000-4000-8000-00000000001${n}`,
  type: 'policy',
  titleEn: `Policy ${n}`,
  titleZh: `政策 ${n}`,
  bodyEn: '<p>x</p>',
  bodyZh: '<p>x</p>',
  pinned: false,
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-11-20T02:00:00Z',
  ...over,
});

const rows = () => screen.getAllByTestId('news-row-title').map((c) => c.closest('tr')!);

describe('the editors’ screen', () => {
  it('offers publishing to drafts and unpublishing to published items, and sends them', async () => {
    const draft = item(1);
    const live = item(2, { status: 'published', publishedAt: '2026-11-21T02:00:00Z' });
    server.answer(calls.newsManageList, { list: [draft, live], total: 2, page: 1, pageSize: 10 });
    server.answer(calls.newsPublish, { ...draft, status: 'published' });
    server.answer(calls.newsPin, { ...live, pinned: true });
    renderLive(<NewsManagePage />, editor, '/console/newsCenter/manage');
    await screen.findByText('Policy 1');
    const [first, second] = rows();
    expect(within(second!).queryByTestId('news-publish')).toBeNull();
    expect(within(second!).getByTestId('news-unpublish')).toBeInTheDocument();
    expect(within(first!).queryByTestId('news-unpublish')).toBeNull();
    fireEvent.click(within(first!).getByTestId('news-publish'));
    fireEvent.click(within(second!).getByTestId('news-pin'));
    await server.sent(calls.newsPublish, { id: draft.id });
    expect(server.requests).toHaveBeenCalledWith(
      calls.newsPin,
      { id: live.id, pinned: true },
      expect.anything(),
    );
  });
});
