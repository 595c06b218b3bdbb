import { addTableSheet, newWorkbook, xlsxFile } from '@/lib/server/excel';
import type { DownloadFile } from '@/lib/server/http/download';
import { formatKstDateTime } from '@/lib/kstDate';
import { formatRate } from '@/lib/settlement/commission';
import type { StatementDetail, StatementSummary } from '@/lib/settlement/settlement.contract';
import { settlementMessages as m } from '@/lib/settlement/settlement.messages';
import { statementRows } from '@/lib/settlement/statementRows';

/**
 * Settlement as spreadsheets (exceljs 4.4): a statement with every entry (the brand centre's and
 * the console's download), and the payout list of confirmed statements (the console's, for the
 * bank transfer). Amounts are numbers in won with thousands separators, so a brand's accountant
 * can add them up again.
 */

const WON = '#,##0';

export async function statementWorkbook({ statement, entries }: StatementDetail): Promise<DownloadFile> {
  const workbook = newWorkbook();
  const summary = workbook.addWorksheet('정산서');
  summary.columns = [{ width: 22 }, { width: 36 }];
  summary.addRow(['브랜드', statement.brandName]);
  summary.addRow(['정산 기간', m.period(statement.firstDate, statement.lastDate)]);
  summary.addRow(['상태', m.statuses[statement.status]]);
  if (statement.paidAt) summary.addRow(['지급일시', formatKstDateTime(statement.paidAt)]);
  if (statement.paidReference) summary.addRow(['이체 확인 번호', statement.paidReference]);
  summary.addRow([]);
  for (const [label, amount] of statementRows(statement)) {
    const row = summary.addRow([label, amount]);
    row.getCell(2).numFmt = WON;
    if (label === m.figures.payout) row.font = { bold: true };
  }

  const sheet = addTableSheet(workbook, '정산 내역', [
    { header: '일시', width: 20 },
    { header: '구분', width: 22 },
    { header: '주문번호', width: 10 },
    { header: '상품', width: 36 },
    { header: '수수료율', width: 10 },
    { header: '금액', width: 14 },
    { header: '메모', width: 30 },
  ]);
  for (const entry of entries) {
    const row = sheet.addRow([formatKstDateTime(entry.createdAt), m.kinds[entry.kind], entry.orderId ?? '', entry.productName ?? '', entry.rateBp === null ? '' : formatRate(entry.rateBp), entry.amount, entry.note]);
    row.getCell(6).numFmt = WON;
  }
  const total = sheet.addRow(['', '합계', '', '', '', entries.filter((entry) => entry.kind !== 'payout').reduce((sum, entry) => sum + entry.amount, 0), '지급 제외']);
  total.font = { bold: true };
  total.getCell(6).numFmt = WON;

  return xlsxFile(workbook, `정산서_${statement.brandName}_${statement.firstDate}_${statement.lastDate}.xlsx`, `statement-${statement.id}.xlsx`);
}

/** The confirmed statements to pay: brand, period, amount (the bank transfer's list). */
export async function payoutWorkbook(statements: StatementSummary[], today: string): Promise<DownloadFile> {
  const workbook = newWorkbook();
  const sheet = addTableSheet(workbook, '지급 목록', [
    { header: '정산서 번호', width: 12 },
    { header: '브랜드', width: 28 },
    { header: '정산 기간', width: 26 },
    { header: '지급액', width: 16 },
  ]);
  for (const statement of statements) sheet.addRow([statement.id, statement.brandName, m.period(statement.firstDate, statement.lastDate), statement.payout]).getCell(4).numFmt = WON;
  const total = sheet.addRow(['', '합계', '', statements.reduce((sum, statement) => sum + statement.payout, 0)]);
  total.font = { bold: true };
  total.getCell(4).numFmt = WON;
  return xlsxFile(workbook, `정산금_지급목록_${today}.xlsx`, `payouts-${today}.xlsx`);
}
