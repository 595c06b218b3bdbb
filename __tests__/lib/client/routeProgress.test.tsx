import { act, render } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import type { Router } from 'next/router';
import progress from 'nprogress';
import { ROUTE_PROGRESS_DELAY_MS, useRouteProgress } from '@/lib/client/routeProgress';

jest.mock('nprogress', () => {
  const bar = { configure: jest.fn(), start: jest.fn(), done: jest.fn() };
  bar.configure.mockReturnValue(bar);
  return { __esModule: true, default: bar };
});

function Probe({ events }: { events: Router['events'] }) {
  useRouteProgress(events);
  return null;
}

/** Lets the on-demand import and its promise chain settle. */
const settle = () => act(async () => { for (let i = 0; i < 5; i += 1) await Promise.resolve(); });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a quick page change shows no bar; a slow one starts it after the delay and finishes it', async () => {
  const events = mitt() as Router['events'];
  const { unmount } = render(<Probe events={events} />);

  act(() => events.emit('routeChangeStart', '/shop'));
  act(() => jest.advanceTimersByTime(ROUTE_PROGRESS_DELAY_MS - 10));
  act(() => events.emit('routeChangeComplete', '/shop'));
  act(() => jest.advanceTimersByTime(1000));
  await settle();
  expect(progress.start).not.toHaveBeenCalled();
  expect(progress.done).not.toHaveBeenCalled();

  act(() => events.emit('routeChangeStart', '/new-brand'));
  act(() => jest.advanceTimersByTime(ROUTE_PROGRESS_DELAY_MS));
  await settle();
  expect(progress.start).toHaveBeenCalledTimes(1);
  act(() => events.emit('routeChangeError', new Error('cancelled'), '/new-brand'));
  await settle();
  expect(progress.done).toHaveBeenCalledTimes(1);

  unmount();
  act(() => events.emit('routeChangeStart', '/'));
  act(() => jest.advanceTimersByTime(1000));
  await settle();
  expect(progress.start).toHaveBeenCalledTimes(1);
});
