import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { calls, type NewsSummary } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import NewsCentrePage from './news-centre-page.tsx';
import NewsDetailPage from './news-detail-page.tsx';
import { NewsHomeCard } from '../components/news-home-card.tsx';

const server = fakeApi();

const item = (n: number, over: Partial<NewsSummary> = {}): NewsSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  type: 'maintenance',
  title: `Notice ${n}`,
  pinned: false,
  publishedAt: '2026-11-20T02:00:00Z',
  read: true,
  ...over,
});
const page = (list: NewsSummary[]) => ({ list, total: list.length, page: 1, pageSize: 10 });

const centre = (path: string, user = aUser()) =>
  renderLive(
    <Routes>
      <Route path="/console/newsCenter/news/:type" element={<NewsCentrePage />} />
      <Route path="/console/newsCenter/newsDetail/:id" element={<NewsDetailPage />} />
    </Routes>,
    user,
    path,
  );

describe('the news centre', () => {
  it('lists a type’s news with pinned and unread marks, asking for that type', async () => {
    server.answer(calls.newsList, page([item(1, { pinned: true, read: false }), item(2)]));
    centre('/console/newsCenter/news/maintenance');
    const rows = await screen.findAllByTestId('news-item');
    expect(within(rows[0]!).getByTestId('news-pinned')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('news-unread')).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId('news-unread')).toBeNull();
    expect(server.requests).toHaveBeenCalledWith(
      calls.newsList,
      { page: 1, pageSize: 10, type: 'maintenance' },
      expect.anything(),
    );
    // The editors' entry is for holders of the code by name, not a customer's 'all'.
    expect(screen.queryByTestId('news-manage')).toBeNull();
  });

  it('offers the editors their screen', async () => {
    server.answer(calls.newsList, page([]));
    centre('/console/newsCenter/news/all', aUser({ authCodes: 'v1,audit,news,' }));
    expect(await screen.findByTestId('news-manage')).toBeInTheDocument();
    expect(server.requests).toHaveBeenCalledWith(
      calls.newsList,
      { page: 1, pageSize: 10 },
      expect.anything(),
    );
  });

  it('answers an unknown type as not found, without asking the server', () => {
    centre('/console/newsCenter/news/gossip');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(server.requests).not.toHaveBeenCalled();
  });

  it('renders the article the server sanitised', async () => {
    server.answer(calls.newsDetail, {
      ...item(3),
      body: '<h2>Window</h2><ul><li>02:00</li></ul>',
    });
    centre('/console/newsCenter/newsDetail/00000000-0000-4000-8000-000000000003');
    expect(await screen.findByRole('heading', { name: 'Window' })).toBeInTheDocument();
    expect(screen.getByTestId('news-body').querySelector('li')).toHaveTextContent('02:00');
  });
});

describe('the home card', () => {
  it('shows the latest items with the way to the centre', async () => {
    server.answer(calls.newsList, page([item(4, { pinned: true }), item(5)]));
    renderLive(<NewsHomeCard />);
    expect(await screen.findAllByTestId('news-item')).toHaveLength(2);
    expect(screen.getByTestId('news-more')).toHaveAttribute('href', '/console/newsCenter/news/all');
    expect(server.requests).toHaveBeenCalledWith(
      calls.newsList,
      { page: 1, pageSize: 5 },
      expect.anything(),
    );
  });
});
