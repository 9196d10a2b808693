import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQuery } from './refresh-query';

describe('refreshQuery', () => {
  it('does not settle for a first load that was answered before the change', async () => {
    const client = new QueryClient();
    let server = ['before'];
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['list'],
      queryFn: async ({ signal }) => {
        calls += 1;
        const answer = [...server];
        // The first answer is slow: the change happens while it is on its way.
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, calls === 1 ? 50 : 1);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new Error('aborted'));
          });
        });
        return answer;
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
    server = ['before', 'created'];
    await refreshQuery(client, ['list']);
    expect(client.getQueryData(['list'])).toEqual(['before', 'created']);
    unsubscribe();
  });
});
