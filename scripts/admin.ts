/**
 * The operator's command (README, "Operator command"), for the DATABASE_URL
 * of the environment and .env files, loaded as scripts/db.ts loads them:
 *
 *   npm run admin -- list [--status pending|approved|rejected|all] [--kind certification|brand]
 *   npm run admin -- show <id> [--save <dir>]
 *   npm run admin -- approve <id> [--note text]
 *   npm run admin -- reject <id> --reason text
 *   npm run admin -- deposits
 *   npm run admin -- confirm-deposit <idOrder>
 *   npm run admin -- create-operator --email <e-mail> --name <name> [--role admin|staff]
 *
 * Business certification and brand admission (docs/DECISIONS.md): approving a
 * certification makes the retailer valid at their next page load; approving a
 * brand creates the brand user (a temporary password printed once) and the
 * brand. Bank transfers go to the marketplace's account, so the operator
 * confirms them here. The console (/admin) does all of this in a browser with the
 * same services; the command creates its first 관리자 (an invitation link to
 * open in a browser) and stays for scripts and emergencies. What it changes is
 * audited as done by 'command'. Bad input exits with 1 and a clear message.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApplicationKind, ApplicationStatus } from '@/lib/applications/applications.contract';
import { formatRegistrationNo } from '@/lib/account/accountFields';
import { findCategory } from '@/lib/catalog/categories';
import { formatWon } from '@/lib/format';
import { applicationMessages } from '@/lib/applications/applications.messages';
import type { Db } from '@/lib/server/db';
import { runCommand, withCommandDb } from './commandDb';
import { DomainError } from '@/lib/server/errors';
import { COMMAND_ACTOR } from '@/lib/server/audit';
import { serviceNow } from '@/lib/server/clock';
import { configuredSiteUrl } from '@/lib/server/env';
import { inviteSchema } from '@/lib/admin/admin.contract';
import { operatorRoleLabels } from '@/lib/admin/admin.messages';
import { adminRoutes } from '@/lib/admin/routes';
import { inviteOperator } from '@/lib/admin/server/operators';
import { applicationDetail, applicationFiles, approveApplication, listApplications, rejectApplication } from '@/lib/applications/server/applicationReview';
import { listAwaitingDeposits } from '@/lib/orders/server/awaitingDeposits';
import { confirmDeposit } from '@/lib/orders/server/lifecycle';

export const USAGE = [
  'usage: npm run admin -- <command>',
  '  list [--status pending|approved|rejected|all] [--kind certification|brand]   신청 목록 (기본: 심사 중)',
  '  show <id> [--save <dir>]                                                    신청 상세, 첨부 파일 저장',
  '  approve <id> [--note text]                                                  승인',
  '  reject <id> --reason text                                                   반려 (사유는 신청자에게 보입니다)',
  '  deposits                                                                    입금 대기 주문',
  '  confirm-deposit <idOrder>                                                   입금 확인',
  '  create-operator --email <e-mail> --name <이름> [--role admin|staff]           운영자 초대 (첫 관리자): 초대 링크 출력',
].join('\n');

/** A refusal of the command line or of the service: printed, exit code 1. */
export class AdminError extends Error {}

export interface AdminIo {
  out: (line: string) => void;
}

const STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;
const KINDS = ['certification', 'brand'] as const;

/** Display width: Hangul and other wide characters take two columns in a terminal. */
function width(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return w;
}

function pad(text: string, to: number): string {
  return text + ' '.repeat(Math.max(0, to - width(text)));
}

/** A plain-text table: a header row, a rule, the rows; or a line saying there is nothing. */
export function table(headers: string[], rows: string[][], empty: string): string[] {
  if (rows.length === 0) return [empty];
  const widths = headers.map((header, i) => Math.max(width(header), ...rows.map((row) => width(row[i] ?? ''))));
  const line = (cells: string[]) => cells.map((cell, i) => pad(cell, widths[i])).join('  ').trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

function kst(iso: string | null): string {
  if (!iso) return '-';
  const date = new Date(Date.parse(iso) + 9 * 3600_000);
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} KST`;
}

function bytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

function parseId(value: string | undefined, what: string): number {
  if (value === undefined || !/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new AdminError(`${what} must be a positive whole number (got ${value === undefined ? 'nothing' : JSON.stringify(value)})`);
  }
  return Number(value);
}

/** Splits `--flag value` / `--flag=value` options from positional arguments; unknown flags are refused. */
function parseOptions(args: string[], allowed: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    if (!allowed.includes(flag)) throw new AdminError(`unknown option: ${flag}`);
    const value = inline !== undefined ? inline : args[++i];
    if (value === undefined || value.startsWith('--')) throw new AdminError(`${flag} needs a value`);
    options.set(flag, value);
  }
  return { positional, options };
}

function expectPositional(positional: string[], count: number, command: string): void {
  if (positional.length > count) throw new AdminError(`${command}: unexpected argument ${JSON.stringify(positional[count])}`);
}

/** A safe file name for a saved attachment: generated from the application, its position and the sniffed type. */
export function savedFileName(applicationId: number, index: number, mimeType: string): string {
  const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }[mimeType] ?? 'bin';
  return `application-${applicationId}-${index + 1}.${extension}`;
}

async function list(db: Db, args: string[], io: AdminIo): Promise<void> {
  const { positional, options } = parseOptions(args, ['--status', '--kind']);
  expectPositional(positional, 0, 'list');
  const status = options.get('--status') ?? 'pending';
  if (!(STATUSES as readonly string[]).includes(status)) throw new AdminError(`--status must be one of ${STATUSES.join(', ')}`);
  const kind = options.get('--kind');
  if (kind !== undefined && !(KINDS as readonly string[]).includes(kind)) throw new AdminError(`--kind must be one of ${KINDS.join(', ')}`);
  const rows = await listApplications(db, { status: status as ApplicationStatus | 'all', kind: kind as ApplicationKind | undefined });
  const lines = table(
    ['id', 'kind 종류', 'status 상태', 'name 이름', 'reg. no 사업자번호', 'e-mail', 'files', 'submitted 신청일'],
    rows.map((row) => [
      String(row.id),
      `${row.kind} ${applicationMessages.kind[row.kind]}`,
      `${row.status} ${applicationMessages.status[row.status]}`,
      row.name,
      formatRegistrationNo(row.registrationNo),
      row.email,
      String(row.files),
      kst(row.createdAt),
    ]),
    `no ${status === 'all' ? '' : `${status} `}applications (신청이 없습니다)`,
  );
  lines.forEach((line) => io.out(line));
}

async function show(db: Db, args: string[], io: AdminIo): Promise<void> {
  const { positional, options } = parseOptions(args, ['--save']);
  const id = parseId(positional[0], 'show <id>');
  expectPositional(positional, 1, 'show');
  const detail = await applicationDetail(db, id);
  const category = detail.categoryId === null ? '-' : `${findCategory(detail.categoryId)?.name ?? '?'} (${detail.categoryId})`;
  const fields: [string, string][] = [
    ['id', String(detail.id)],
    ['kind 종류', `${detail.kind} ${applicationMessages.kind[detail.kind]}`],
    ['status 상태', `${detail.status} ${applicationMessages.status[detail.status]}`],
    ['submitted 신청일', kst(detail.createdAt)],
    ['decided 처리일', kst(detail.decidedAt)],
    ['decision note 처리 메모', detail.decisionNote || '-'],
    ['user 회원', detail.userId === null ? '- (visitor)' : `${detail.userId} ${detail.userEmail ?? ''}`.trim()],
    ['business 상호', detail.businessName],
    ['reg. no 사업자번호', formatRegistrationNo(detail.registrationNo)],
  ];
  if (detail.kind === 'brand') {
    fields.push(
      ['brand 브랜드', detail.brandName],
      ['category 카테고리', category],
      ['contact 담당자', detail.contactName],
      ['phone 휴대폰', detail.contactPhone],
      ['e-mail 이메일', detail.contactEmail],
      ['website 홈페이지', detail.website || '-'],
      ['introduction 소개', detail.message || '-'],
    );
  } else {
    fields.push(['message 남긴 말', detail.message || '-']);
  }
  const labelWidth = Math.max(...fields.map(([label]) => width(label)));
  for (const [label, value] of fields) io.out(`${pad(label, labelWidth)}  ${value}`);
  io.out('');
  table(
    ['#', 'key', 'name 파일명', 'type', 'size'],
    detail.attachments.map((file, index) => [String(index + 1), file.key, file.fileName, file.mimeType, bytes(file.size)]),
    'no attachments (첨부 파일 없음)',
  ).forEach((line) => io.out(line));

  const dir = options.get('--save');
  if (dir !== undefined) {
    const target = path.resolve(dir);
    fs.mkdirSync(target, { recursive: true });
    const files = await applicationFiles(db, id);
    files.forEach((file, index) => {
      const where = path.join(target, savedFileName(id, index, file.mimeType));
      // 'wx': never overwrite what is already there.
      fs.writeFileSync(where, file.data, { flag: 'wx' });
      io.out(`saved ${where}`);
    });
  }
}

async function approve(db: Db, args: string[], io: AdminIo): Promise<void> {
  const { positional, options } = parseOptions(args, ['--note']);
  const id = parseId(positional[0], 'approve <id>');
  expectPositional(positional, 1, 'approve');
  const result = await approveApplication(db, id, options.get('--note')?.trim() ?? '', COMMAND_ACTOR);
  if (result.kind === 'certification') {
    io.out(`approved certification ${id}: user ${result.userId} (${result.email}) is now valid (사업자 인증 완료)`);
    return;
  }
  io.out(`approved brand application ${id} (브랜드 입점 승인)`);
  io.out(`  brand user id ${result.userId}, e-mail ${result.email}`);
  io.out(`  brand id ${result.brandId}`);
  io.out(`  temporary password (shown once; send it to the brand, who changes it after logging in): ${result.temporaryPassword}`);
}

async function reject(db: Db, args: string[], io: AdminIo): Promise<void> {
  const { positional, options } = parseOptions(args, ['--reason']);
  const id = parseId(positional[0], 'reject <id>');
  expectPositional(positional, 1, 'reject');
  const reason = options.get('--reason')?.trim();
  if (!reason) throw new AdminError('reject needs --reason "text" (반려 사유는 신청자에게 보입니다)');
  await rejectApplication(db, id, reason, COMMAND_ACTOR);
  io.out(`rejected application ${id} (반려): ${reason}`);
}

async function deposits(db: Db, args: string[], io: AdminIo): Promise<void> {
  const { positional } = parseOptions(args, []);
  expectPositional(positional, 0, 'deposits');
  const rows = await listAwaitingDeposits(db);
  table(
    ['order 주문', 'buyer 주문자', 'e-mail', 'amount 금액', 'deadline 입금기한'],
    rows.map((row) => [String(row.id), row.buyer, row.email, formatWon(row.amount), kst(row.deadline)]),
    'no orders awaiting a deposit (입금 대기 주문이 없습니다)',
  ).forEach((line) => io.out(line));
}

async function confirm(db: Db, args: string[], io: AdminIo): Promise<void> {
  const { positional } = parseOptions(args, []);
  const id = parseId(positional[0], 'confirm-deposit <idOrder>');
  expectPositional(positional, 1, 'confirm-deposit');
  const order = await db.selectFrom('orders').select(['status', 'paymentMethod']).where('id', '=', id).executeTakeFirst();
  if (!order) throw new AdminError(`order ${id} not found (주문 ${id}번이 없습니다)`);
  if (order.status !== 'awaiting_deposit') {
    throw new AdminError(`order ${id} is not awaiting a bank deposit (status ${order.status}, ${order.paymentMethod}); nothing to confirm`);
  }
  await confirmDeposit(db, id, COMMAND_ACTOR);
  io.out(`confirmed the deposit of order ${id} (입금 확인): its lines are now 상품준비중`);
}

async function createOperator(db: Db, args: string[], io: AdminIo): Promise<void> {
  const { positional, options } = parseOptions(args, ['--email', '--name', '--role']);
  expectPositional(positional, 0, 'create-operator');
  const input = inviteSchema.safeParse({ email: options.get('--email') ?? '', name: options.get('--name') ?? '', role: options.get('--role') ?? 'admin' });
  if (!input.success) throw new AdminError(`create-operator: ${input.error.issues[0]?.message ?? 'bad input'} (--email, --name, --role admin|staff)`);
  const invitation = await inviteOperator(db, COMMAND_ACTOR, input.data, serviceNow());
  const origin = configuredSiteUrl() ?? `http://localhost:${process.env.PORT || 3000}`;
  io.out(`invited ${input.data.email} as ${input.data.role} (${operatorRoleLabels[input.data.role]}), operator ${invitation.operatorId}`);
  io.out(`open this link within 3 days to set a password and the second factor (shown once):`);
  io.out(`  ${origin}${adminRoutes.invitation(invitation.token)}`);
}

const COMMANDS: Record<string, (db: Db, args: string[], io: AdminIo) => Promise<void>> = {
  list,
  show,
  approve,
  reject,
  deposits,
  'confirm-deposit': confirm,
  'create-operator': createOperator,
};

/** Runs one command against a database; refusals throw AdminError (or the service's DomainError). */
export async function runAdmin(db: Db, argv: string[], io: AdminIo): Promise<void> {
  const [command, ...args] = argv;
  const run = command === undefined ? undefined : COMMANDS[command];
  if (!run) throw new AdminError(command === undefined ? 'no command given' : `unknown command: ${command}`);
  await run(db, args, io);
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv[0] === undefined || argv[0] === 'help' || argv[0] === '--help') {
    console.log(USAGE);
    return argv[0] === undefined ? 1 : 0;
  }
  if (!COMMANDS[argv[0]]) {
    console.error(`unknown command: ${argv[0]}`);
    console.error(USAGE);
    return 1;
  }
  try {
    await withCommandDb((db) => runAdmin(db, argv, { out: (line) => console.log(line) }));
    return 0;
  } catch (error) {
    if (error instanceof AdminError || error instanceof DomainError) {
      console.error(`error: ${error.message}`);
      if (error instanceof AdminError) console.error(USAGE);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) runCommand(main);
