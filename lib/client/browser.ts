/**
 * Full-page navigation in one object, so that code that must leave the page
 * (401, invalid group, logout) stays testable: jsdom cannot navigate and its
 * `window.location` cannot be spied on, an object's methods can.
 */
export const browser = {
  /** Loads `url` (same-site path or external address) as a new document. */
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** Path of the current document, e.g. '/register/login'. */
  pathname(): string {
    return window.location.pathname;
  },
};
