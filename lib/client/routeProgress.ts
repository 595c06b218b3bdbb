/**
 * The thin bar at the top of the window while a page change takes a moment
 * (nprogress 0.2.0, styled in styles/globalCss.ts). It shows only when the
 * change lasts longer than ROUTE_PROGRESS_DELAY_MS, so quick ones show
 * nothing; its code loads on the first slow change (./onDemand.ts), keeping
 * it out of every page's first-load JS.
 */
import type { Router } from 'next/router';
import { useEffect } from 'react';
import { onDemand } from './onDemand';

export const ROUTE_PROGRESS_DELAY_MS = 150;

export const loadProgress = onDemand(() =>
  import('nprogress').then(({ default: progress }) => progress.configure({
      showSpinner: false,
      trickleSpeed: 300,
      // Its default template gives the bar role="bar", which is no ARIA role (axe flags it); the bar is decoration.
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    })),
);

/** Follows the router's page changes: start after the delay, done on complete or error. */
export function useRouteProgress(events: Router['events']): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        loadProgress()
          .then((progress) => progress.start())
          .catch(() => undefined);
      }, ROUTE_PROGRESS_DELAY_MS);
    };
    const done = () => {
      clearTimeout(timer);
      // Nothing to finish when no change ever lasted long enough to load the bar.
      if (!loadProgress.started()) return;
      loadProgress()
        .then((progress) => progress.done())
        .catch(() => undefined);
    };
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', done);
    events.on('routeChangeError', done);
    return () => {
      clearTimeout(timer);
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', done);
      events.off('routeChangeError', done);
    };
  }, [events]);
}
