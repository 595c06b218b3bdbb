import { consoleReturnUrl } from '@/lib/admin/returnUrl';

/** After sign-in the console goes back only to one of its own pages: never elsewhere, never to another site. */
test.each([
  ['/admin/deposits?x=1', '/admin/deposits?x=1'],
  ['/admin', '/admin'],
  ['/admin?recovery=2', '/admin?recovery=2'],
  ['/admin/login', '/admin'],
  ['/admin/login?returnUrl=%2Fadmin', '/admin'],
  ['//evil.example/admin', '/admin'],
  ['/admin//evil.example', '/admin'],
  ['/admin\\\\evil.example', '/admin'],
  ['/administrator', '/admin'],
  ['/cart', '/admin'],
  ['https://evil.example/admin', '/admin'],
  [undefined, '/admin'],
  [['/admin/orders'], '/admin'],
])('%p -> %p', (value, expected) => {
  expect(consoleReturnUrl(value)).toBe(expected);
});
