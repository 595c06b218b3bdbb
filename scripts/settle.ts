/**
 * The settlement run (README, "Settlement"), for the DATABASE_URL of the environment and .env
 * files, as `npm run admin` reads them:
 *
 *   npm run settle
 *   npm run settle -- --brand 12     (that brand only)
 *
 * Makes every brand's statement of each half-month period that has ended (the 15th and the last
 * day of the month, Korea time: docs/DECISIONS.md, Settlement) and has none yet, then lists the
 * statements waiting to be confirmed or paid. Safe to run twice (a brand and period have one
 * statement): a server's cron runs it nightly. The console's 정산 page does the same in a browser.
 */
import { formatWon } from '@/lib/format';
import type { Db } from '@/lib/server/db';
import { serviceNow } from '@/lib/server/clock';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { listStatements, settle } from '@/lib/settlement/server/statements';
import { runCommand, withCommandDb } from './commandDb';

/** Runs the settlement and writes what it did, line by line. */
export async function runSettle(db: Db, now: Date, out: (line: string) => void, only: { brandId?: number } = {}): Promise<number> {
  const { created } = await settle(db, now, only);
  out(m.console.ran(created));
  for (const status of ['scheduled', 'confirmed'] as const) {
    for (const statement of await listStatements(db, { status })) {
      out(`#${statement.id}  ${statement.brandName}  ${m.period(statement.firstDate, statement.lastDate)}  ${m.statuses[status]}  지급액 ${formatWon(statement.payout)}`);
    }
  }
  return created;
}

/** `--brand <id>`: that brand's statements only; anything else is a usage error. */
function brandOption(args: string[]): { brandId?: number } | null {
  if (args.length === 0) return {};
  if (args.length === 2 && args[0] === '--brand' && /^[1-9]\d*$/.test(args[1])) return { brandId: Number(args[1]) };
  return null;
}

if (require.main === module) {
  runCommand(async () => {
    const only = brandOption(process.argv.slice(2));
    if (!only) {
      console.error(m.console.usage);
      return 2;
    }
    return withCommandDb(async (db) => (await runSettle(db, serviceNow(), (line) => console.log(line), only), 0));
  });
}
