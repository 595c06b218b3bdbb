import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The app's link: next/link without prefetching the routes a page shows links to. Next prefetches
 * every linked route in view and then, in idle time, loads and runs its page bundle: on a phone
 * that is tens of kilobytes of other pages' code compiled and run after each page is shown (a
 * page links to a dozen routes). A touch or a pointer over a link still fetches its route
 * before the click (next/link does that whatever `prefetch` says), so the next page is no slower
 * to open. Lint (no-restricted-imports) keeps app code on this one.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
