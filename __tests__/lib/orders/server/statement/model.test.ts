import fc from 'fast-check';
import { statementsOf, type StatementSource, type StatementSourceGroup, type StatementSourceLine } from '@/lib/orders/server/statement/model';
import { statementMessages } from '@/lib/orders/statement.messages';
import { orderVat, splitVat } from '@/lib/orders/vat';

/**
 * The 거래명세서 as data (lib/orders/server/statement/model.ts): one statement
 * per brand, lines with the order's stored splits, the delivery fee as its
 * own line, totals that are the sums of the lines, and, with nothing
 * cancelled, statements that add up to the order's stored 공급가액 and 세액.
 */

const party = (name: string) => ({ registrationNo: '1208147521', name, ceoName: '김대표', address: '서울특별시 중구 세종대로 110', businessType: '소매업', businessItem: '잡화' });

/** A line as checkout stores it: its total split by splitVat. */
function line(count: number, unitPrice: number, extra: Partial<StatementSourceLine> = {}): StatementSourceLine {
  const lineTotal = count * unitPrice;
  return { name: '머그컵', color: '아이보리', size: '', count, unitPrice, lineTotal, ...splitVat(lineTotal), status: 'preparing', refundedCount: 0, ...extra };
}

function group(idBrand: number, deliveryFee: number, lines: StatementSourceLine[]): StatementSourceGroup {
  return { idBrand, brandName: `브랜드 ${idBrand}`, supplier: party(`공급사 ${idBrand}`), deliveryFee, lines };
}

const source = (groups: StatementSourceGroup[], paidAt = '2026-11-20T05:10:00.000Z'): StatementSource => ({ idOrder: 7, paidAt, buyer: party('데모 잡화점'), groups });

const lineArb = fc.record({ count: fc.integer({ min: 1, max: 500 }), unitPrice: fc.integer({ min: 100, max: 200_000 }) });
const groupsArb = fc.array(
  fc.record({ fee: fc.constantFrom(0, 2_500, 3_000, 4_000), lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }) }),
  { minLength: 1, maxLength: 4 },
);

describe('statementsOf', () => {
  test('for generated orders: each line is 공급가액 + 세액, each statement`s totals are its lines added up, and all statements add up to the order`s stored split', () => {
    fc.assert(
      fc.property(groupsArb, (drawn) => {
        const groups = drawn.map((entry, index) => group(index + 1, entry.fee, entry.lines.map((l) => line(l.count, l.unitPrice))));
        const statements = statementsOf(source(groups));
        expect(statements.map((statement) => statement.idBrand)).toEqual(groups.map((entry) => entry.idBrand));
        for (const statement of statements) {
          for (const row of statement.lines) expect(row.supplyAmount + row.vatAmount).toBe(row.amount);
          const sum = (key: 'amount' | 'supplyAmount' | 'vatAmount') => statement.lines.reduce((total, row) => total + row[key], 0);
          expect(statement.totals).toEqual({ amount: sum('amount'), supplyAmount: sum('supplyAmount'), vatAmount: sum('vatAmount') });
          expect(statement.totals.supplyAmount + statement.totals.vatAmount).toBe(statement.totals.amount);
        }
        // The order's stored split (checkout: orderVat of its line totals and delivery fees).
        const stored = orderVat(groups.flatMap((entry) => entry.lines.map((l) => l.lineTotal)), groups.map((entry) => entry.deliveryFee));
        const all = statements.reduce((total, statement) => ({ supplyAmount: total.supplyAmount + statement.totals.supplyAmount, vatAmount: total.vatAmount + statement.totals.vatAmount }), { supplyAmount: 0, vatAmount: 0 });
        expect(all).toEqual(stored);
      }),
    );
  });

  test('lines carry the stored split as it is, never one computed again', () => {
    // A stored split that differs from splitVat (as an order made under an older rule could have): the statement keeps it.
    const stored = line(3, 10_000, { supplyAmount: 27_000, vatAmount: 3_000 });
    const [statement] = statementsOf(source([group(1, 0, [stored])]));
    expect(statement.lines[0]).toMatchObject({ amount: 30_000, supplyAmount: 27_000, vatAmount: 3_000 });
    expect(statement.totals).toEqual({ amount: 30_000, supplyAmount: 27_000, vatAmount: 3_000 });
  });

  test('the delivery fee is a line of its own (split by the VAT rule), none when the delivery was free', () => {
    const [paidDelivery, freeDelivery] = statementsOf(source([group(1, 3_000, [line(2, 4_800)]), group(2, 0, [line(1, 9_900)])]));
    expect(paidDelivery.lines.map((row) => row.kind)).toEqual(['goods', 'delivery']);
    expect(paidDelivery.lines[1]).toMatchObject({ item: statementMessages.deliveryLine, count: null, unitPrice: null, amount: 3_000, supplyAmount: 2_728, vatAmount: 272 });
    expect(paidDelivery.totals).toEqual({ amount: 12_600, supplyAmount: 11_456, vatAmount: 1_144 });
    expect(freeDelivery.lines.map((row) => row.kind)).toEqual(['goods']);
  });

  test('one brand alone: only its statement; a brand not in the order: none', () => {
    const order = source([group(1, 3_000, [line(2, 4_800)]), group(2, 3_000, [line(1, 9_900)])]);
    expect(statementsOf(order, 2).map((statement) => [statement.idBrand, statement.supplier.name])).toEqual([[2, '공급사 2']]);
    expect(statementsOf(order, 3)).toEqual([]);
  });

  test('cancelled lines are left out and counted, a brand with nothing supplied has no statement, returned units stay with their count', () => {
    const order = source([
      group(1, 3_000, [line(2, 4_800, { status: 'delivered', refundedCount: 1 }), line(5, 1_000, { status: 'cancelled' })]),
      group(2, 3_000, [line(1, 9_900, { status: 'cancelled' })]),
    ]);
    const statements = statementsOf(order);
    expect(statements).toHaveLength(1);
    expect(statements[0].cancelledCount).toBe(1);
    expect(statements[0].lines.map((row) => [row.kind, row.count, row.returnedCount])).toEqual([
      ['goods', 2, 1],
      ['delivery', null, 0],
    ]);
    expect(statements[0].totals.amount).toBe(9_600 + 3_000);
  });

  test('the trade date is the Korea-time day of payment, the lines` 월일 with it; the option is the 규격', () => {
    const [statement] = statementsOf(source([group(1, 0, [line(1, 1_000, { color: '블랙', size: 'L' })])], '2026-11-19T16:30:00.000Z'));
    expect(statement.tradeDate).toBe('2026-11-20');
    expect(statement.lines[0]).toMatchObject({ date: '11/20', item: '머그컵', spec: '블랙 / L' });
  });
});
