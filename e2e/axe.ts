import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * axe-core on the page as it stands: every rule, failing on a violation of
 * any impact (minor ones included), each printed readably.
 *
 * Run in axe's "legacy" mode, in the page itself: the default mode opens a
 * second page to merge the results of every frame, which took three times as
 * long as the audit here, and our pages have no frame of another origin.
 * Only violations are gathered (passes and incomplete ones are not
 * serialised), which the audit's outcome does not depend on.
 */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** One violation per paragraph: rule, impact, help, then every offending node and why. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const why = (node.failureSummary ?? '').replace(/\n\s*/g, ' ').trim();
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${why}`;
        })
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/** Runs axe on the page (or on the `include` selector only) and fails on any violation. */
export async function expectAccessible(page: Page, testInfo: TestInfo, what: string, include?: string): Promise<void> {
  // The route progress bar (nprogress) is the shell's and only there mid-navigation.
  await expect(page.locator('#nprogress')).toHaveCount(0);
  // Fonts change text size and so contrast and layout: let them settle first.
  await page.evaluate(() => document.fonts.ready);
  // A dialog fading in is half transparent: audit what it shows once its animations have ended (endless ones, such as a spinner, are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  // Compared as text, so a failure prints each violation readably rather than axe's raw objects.
  expect(describeViolations(violations), `axe on ${what} (${testInfo.project.name})`).toBe('');
}
