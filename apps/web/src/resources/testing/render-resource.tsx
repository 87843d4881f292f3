import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { renderWidget } from '../../widgets/testing/render-widget';

/** Shows where the app has navigated to, so tests can see a form return to its list. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div hidden data-testid="location">
      {pathname + search}
    </div>
  );
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Renders a resource screen as the app does, at `route`, in a fresh query client without retries. */
export function renderResource(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The table dims itself (pointer-events: none) while a page reloads; on a slow machine a click can
  // land in that moment. The tests wait for the requests they expect, so the check only adds flakiness.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderWidget(
    <QueryClientProvider client={client}>
      <LocationProbe />
      {ui}
    </QueryClientProvider>,
    { route },
  );
  return { ...view, client, user };
}
