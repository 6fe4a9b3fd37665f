import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { HttpClient } from '../http/createHttpClient.ts';
import { ApiProvider } from '../swr/ApiProvider.tsx';

/** Renders a hook under an ApiProvider with a cache of its own and no deduping between tests. */
export function renderApiHook<Result, Props>(
  client: HttpClient,
  hook: (props: Props) => Result,
  options: { initialProps?: Props } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </ApiProvider>
  );
  return renderHook(hook, { wrapper, ...options });
}
