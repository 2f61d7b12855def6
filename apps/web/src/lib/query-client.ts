import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './request.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The server already told the user what went wrong; retry only what may pass next time.
      retry: (count, err) =>
        count < 1 && !(err instanceof ApiError && err.code !== 0 && err.code < 500),
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
    mutations: { retry: false },
  },
});
