import { systemEndpoints } from '@mall/contracts';
import { themeParams } from '@mall/ui/theme';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../lib/api';

/**
 * MALL_APP_COLORS (spec §3), as the storefront reads it: the consoles wear the mall's colours too, made
 * readable the same way (@mall/ui/theme). Until it arrives, or when it cannot be read, the default colour.
 */
export function useMallColours(queryClient: QueryClient): string | undefined {
  const params = useQuery(
    {
      queryKey: ['system', 'params'],
      queryFn: () => call(systemEndpoints.paramList, { signInOnEnd: false }),
      staleTime: 5 * 60_000,
    },
    queryClient,
  );
  return params.data?.[themeParams.colors];
}

/** The visitor's system asks for reduced motion: antd without its animations, as on the storefront. */
export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduce, setReduce] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const changed = () => setReduce(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return reduce;
}
