import type ExcelJS from 'exceljs';
import {
  BRAND_CATEGORY_OPTIONS,
  combinationsOf,
  comboKey,
  type BrandProductDetail,
  type BrandProductInput,
  type BulkProductPreview,
  type BulkProductRow,
  type PriceTierInput,
} from '@/lib/brandCenter/brandProducts.contract';
import { brandProductsMessages } from '@/lib/brandCenter/brandProducts.messages';
import { brandProductsBulkMessages } from '@/lib/brandCenter/brandProductsBulk.messages';
import { NOTICE_GROUP_IDS, normaliseNotice, noticeGroupLabel, noticeGroupsFor, noticeItems, type ProductNotice } from '@/lib/catalog/productNotice';
import { formatCount } from '@/lib/format';
import { kstIsoDate } from '@/lib/kstDate';
import type { AuthUser } from '@/lib/server/auth/sessions';
import type { Db } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { addTableSheet, cellText, newWorkbook, openWorkbook, xlsxFile } from '@/lib/server/excel';
import type { DownloadFile } from '@/lib/server/http/download';
import { brandProductDetails } from './brandProductReads';
import { checkImages, checkProductInput, insertProductIn, updateProductIn } from './brandProducts';

/**
 * Creating and updating many products at once (issue 22). The brand downloads its products as
 * an Excel file (sheet 상품: a product's row, then a row for each further colour x size with its
 * stock), edits it or adds rows for new products, and uploads it. Every product in the file is
 * checked as the product form checks it (productInputErrors, the notice, the pictures being the
 * brand's own) and shown with what changes before anything is saved; only a file without a
 * refused product is saved, every product in one transaction.
 *
 * Stock: the file carries the stock each option had when it was downloaded (받은 재고). An
 * option whose stock the brand did not change keeps whatever it is now (orders may have taken
 * some since); a changed one is refused when an order changed it meanwhile, as the form's
 * `previousStock` is.
 */

const text = brandProductsBulkMessages;
const m = text.errors;
const c = text.columns;

/** The columns of sheet 상품, in order, with their widths; the upload finds them by name. */
const COLUMNS: readonly { key: keyof typeof c; width: number; wrap?: true }[] = [
  { key: 'idProduct', width: 10 },
  { key: 'name', width: 30 },
  { key: 'color', width: 12 },
  { key: 'size', width: 10 },
  { key: 'stock', width: 8 },
  { key: 'seenStock', width: 10 },
  { key: 'wholesalePrice', width: 10 },
  { key: 'retailPrice', width: 10 },
  { key: 'minOrderQty', width: 12 },
  { key: 'orderStep', width: 10 },
  { key: 'tiers', width: 32 },
  { key: 'status', width: 10 },
  { key: 'category', width: 24 },
  { key: 'images', width: 44, wrap: true },
  { key: 'noticeGroup', width: 20 },
  { key: 'notice', width: 44, wrap: true },
  { key: 'description', width: 44, wrap: true },
];
type Column = (typeof COLUMNS)[number]['key'];
const OPTION_COLUMNS: ReadonlySet<Column> = new Set(['color', 'size', 'stock', 'seenStock']);

/** The most rows an upload may hold. */
export const PRODUCT_FILE_ROWS_MAX = 2000;
/** How far below the products the lists (판매 상태, 카테고리) reach, for rows the brand adds. */
const ROOM_FOR_NEW = 300;

const STATUS_LABELS = { active: brandProductsMessages.status.active, hidden: brandProductsMessages.status.hidden } as const;
const categoryByLabel = new Map(BRAND_CATEGORY_OPTIONS.map((option) => [option.label, option.id]));
const categoryLabel = new Map(BRAND_CATEGORY_OPTIONS.map((option) => [option.id, option.label]));
const groupByLabel = new Map(NOTICE_GROUP_IDS.map((group) => [noticeGroupLabel(group), group]));

const tiersText = (tiers: readonly PriceTierInput[]) => tiers.map((tier) => `${formatCount(tier.minQty)}개 이상 ${formatCount(tier.price)}원`).join(' / ');

function noticeText(notice: ProductNotice | null): string {
  if (!notice) return '';
  return noticeItems(notice.group)
    .filter((item) => notice.values[item.key])
    .map((item) => `${item.label}: ${notice.values[item.key]}`)
    .join('\n');
}

/** The product's cells of its first row (the option columns are each option's). */
function productCells(product: BrandProductDetail): Partial<Record<Column, string | number>> {
  return {
    idProduct: product.idProduct,
    name: product.name,
    wholesalePrice: product.wholesalePrice,
    retailPrice: product.retailPrice,
    minOrderQty: product.minOrderQty,
    orderStep: product.orderStep,
    tiers: tiersText(product.tiers),
    status: STATUS_LABELS[product.status],
    category: categoryLabel.get(product.idCategory) ?? String(product.idCategory),
    images: product.images.join('\n'),
    noticeGroup: product.notice ? noticeGroupLabel(product.notice.group) : '',
    notice: noticeText(product.notice),
    description: product.description,
  };
}

/**
 * A product's options in its grid's order (colours x sizes, as the form lists them), so a file
 * read back gives the same colours and sizes in the same order; the stored order if the grid and
 * the options disagree.
 */
function optionRows(product: BrandProductDetail): BrandProductDetail['options'] {
  const byCombo = new Map(product.options.map((option) => [comboKey(option.color, option.size), option]));
  const grid = combinationsOf(product.colors, product.sizes).map((combo) => byCombo.get(comboKey(combo.color, combo.size)));
  return grid.length === product.options.length && grid.every(Boolean) ? (grid as BrandProductDetail['options']) : product.options;
}

/** GET /brands/products/workbook: the brand's products as the file to edit, with its guide and lists. */
export async function productsWorkbook(db: Db, brandId: number, now: Date): Promise<DownloadFile> {
  const book = newWorkbook();
  const sheet = addTableSheet(
    book,
    text.sheets.products,
    COLUMNS.map((column) => ({ header: c[column.key], key: column.key, width: column.width })),
    { views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }] },
  );
  for (const product of await brandProductDetails(db, brandId)) {
    optionRows(product).forEach((option, index) => {
      const cells = index === 0 ? productCells(product) : {};
      sheet.addRow({ ...cells, color: option.color, size: option.size, stock: option.stock, seenStock: option.stock });
    });
  }
  for (const column of COLUMNS.filter((column) => column.wrap)) sheet.getColumn(column.key).alignment = { wrapText: true, vertical: 'top' };
  // Colours and sizes as text, so "250" stays a size and not a number.
  for (const key of ['color', 'size'] as const) sheet.getColumn(key).numFmt = '@';

  const guide = book.addWorksheet(text.sheets.guide);
  guide.getColumn(1).width = 120;
  for (const line of text.guide) guide.addRow([line]);

  const categories = addTableSheet(book, text.sheets.categories, [{ header: text.categoryColumns.name, width: 30 }]);
  for (const option of BRAND_CATEGORY_OPTIONS) categories.addRow([option.label]);

  const notice = addTableSheet(
    book,
    text.sheets.notice,
    [text.noticeColumns.group, text.noticeColumns.item, text.noticeColumns.required].map((header, index) => ({ header, width: [24, 30, 8][index] })),
  );
  for (const group of NOTICE_GROUP_IDS) {
    for (const item of noticeItems(group)) notice.addRow([noticeGroupLabel(group), item.label, item.required ? text.required : text.optional]);
  }

  // Lists to pick from for 판매 상태 and 카테고리, down to rows the brand adds.
  const lastRow = sheet.rowCount + ROOM_FOR_NEW;
  const statusColumn = sheet.getColumn('status').number;
  const categoryColumn = sheet.getColumn('category').number;
  const categoryRange = `'${text.sheets.categories}'!$A$2:$A$${BRAND_CATEGORY_OPTIONS.length + 1}`;
  for (let row = 2; row <= lastRow; row += 1) {
    sheet.getCell(row, statusColumn).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${STATUS_LABELS.active},${STATUS_LABELS.hidden}"`] };
    sheet.getCell(row, categoryColumn).dataValidation = { type: 'list', allowBlank: true, formulae: [categoryRange] };
  }

  const today = kstIsoDate(now);
  return xlsxFile(book, `상품_${today}.xlsx`, `products-${today}.xlsx`);
}

/** A product as written in the file: its first and last row, its own cells and its option rows. */
interface FileProduct {
  firstRow: number;
  lastRow: number;
  cells: Record<Column, string>;
  options: { row: number; color: string; size: string; stock: string; seenStock: string }[];
}

/** The products of an uploaded file; a row of option cells only belongs to the product above it. */
async function readProducts(file: Buffer): Promise<{ products: FileProduct[]; strayRows: number[] }> {
  const book = await openWorkbook(file, m.notExcel);
  const sheet = book.getWorksheet(text.sheets.products) ?? book.worksheets[0];
  const at = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => at.set(cellText(cell.value), column));
  const missing = COLUMNS.filter((column) => !at.has(c[column.key])).map((column) => c[column.key]);
  if (missing.length > 0) throw new DomainError(400, 'VALIDATION', m.columnsMissing(missing.join(', ')), 'file');
  if (sheet.actualRowCount - 1 > PRODUCT_FILE_ROWS_MAX) throw new DomainError(400, 'VALIDATION', m.tooMany(PRODUCT_FILE_ROWS_MAX), 'file');

  const products: FileProduct[] = [];
  const strayRows: number[] = [];
  sheet.eachRow((row: ExcelJS.Row, index: number) => {
    if (index === 1) return;
    const cells = Object.fromEntries(COLUMNS.map((column) => [column.key, cellText(row.getCell(at.get(c[column.key])!).value)])) as Record<Column, string>;
    if (COLUMNS.every((column) => cells[column.key] === '')) return;
    const option = { row: index, color: cells.color, size: cells.size, stock: cells.stock, seenStock: cells.seenStock };
    const startsProduct = COLUMNS.some((column) => !OPTION_COLUMNS.has(column.key) && cells[column.key] !== '');
    if (startsProduct) products.push({ firstRow: index, lastRow: index, cells, options: [option] });
    else if (products.length > 0) {
      const current = products[products.length - 1];
      current.options.push(option);
      current.lastRow = index;
    } else strayRows.push(index);
  });
  return { products, strayRows };
}

/** A whole number as a member writes it ("12,000원", "50개"), or NaN. */
function numberOf(value: string): number {
  const digits = value.replace(/[,\s원개]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** A product's number cell: NaN when empty (the form's "required" message follows), else a whole number or a row error. */
function wholeNumber(value: string, label: string): number {
  if (value === '') return Number.NaN;
  const number = numberOf(value);
  if (Number.isNaN(number)) throw new RowError(m.number(label));
  return number;
}

class RowError extends Error {}

function parseTiers(value: string): PriceTierInput[] {
  if (value === '') return [];
  return value.split(/[/\n]/).filter((part) => part.trim() !== '').map((part) => {
    const match = /^\s*([\d,]+)\s*개\s*이상\s*([\d,]+)\s*원?\s*$/.exec(part);
    if (!match) throw new RowError(m.tiers);
    return { minQty: Number(match[1].replace(/,/g, '')), price: Number(match[2].replace(/,/g, '')) };
  });
}

function parseStatus(value: string): BrandProductInput['status'] {
  if (value === STATUS_LABELS.active) return 'active';
  if (value === STATUS_LABELS.hidden) return 'hidden';
  throw new RowError(m.status);
}

function parseCategory(value: string): number {
  const id = categoryByLabel.get(value) ?? (/^\d+$/.test(value) ? Number(value) : undefined);
  if (id === undefined || !categoryLabel.has(id)) throw new RowError(m.category);
  return id;
}

function parseNotice(groupText: string, body: string, idCategory: number): ProductNotice {
  const allowed = noticeGroupsFor(idCategory);
  const group = groupByLabel.get(groupText);
  if (!group || !allowed.includes(group)) throw new RowError(m.noticeGroup(allowed.map(noticeGroupLabel).join(', ')));
  const items = new Map(noticeItems(group).map((item) => [item.label, item.key]));
  const values: ProductNotice['values'] = {};
  for (const line of body.split(/\r?\n/).filter((part) => part.trim() !== '')) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new RowError(m.noticeLine(line.trim()));
    const label = line.slice(0, colon).trim();
    const key = items.get(label);
    if (!key) throw new RowError(m.noticeItem(label));
    values[key] = line.slice(colon + 1).trim();
  }
  return { group, values };
}

const unique = (values: string[]) => [...new Set(values.filter((value) => value !== ''))];

/** A product as the file describes it: the form's input, but a notice left empty is null (a product listed before the notice was asked for). */
type WrittenProduct = Omit<BrandProductInput, 'notice'> & { notice: ProductNotice | null };

/** The product the rows describe, as the form would send it; the stocks as the file has them. */
function toInput(product: FileProduct, current: BrandProductDetail | undefined): { input: WrittenProduct; seen: Map<string, { row: number; stock: number }> } {
  const { cells } = product;
  const seen = new Map<string, { row: number; stock: number }>();
  const keys = new Set<string>();
  const stocks = product.options.map((option) => {
    const key = comboKey(option.color, option.size);
    if (keys.has(key)) throw new RowError(m.optionTwice(option.row));
    keys.add(key);
    const stock = numberOf(option.stock);
    if (Number.isNaN(stock)) throw new RowError(m.optionStock(option.row, c.stock));
    if (option.seenStock !== '') {
      const before = numberOf(option.seenStock);
      if (Number.isNaN(before)) throw new RowError(m.optionStock(option.row, c.seenStock));
      seen.set(key, { row: option.row, stock: before });
    }
    return { color: option.color, size: option.size, stock };
  });
  const idCategory = parseCategory(cells.category);
  const input: WrittenProduct = {
    name: cells.name,
    description: cells.description,
    idCategory,
    wholesalePrice: wholeNumber(cells.wholesalePrice, c.wholesalePrice),
    retailPrice: wholeNumber(cells.retailPrice, c.retailPrice),
    minOrderQty: wholeNumber(cells.minOrderQty, c.minOrderQty),
    orderStep: wholeNumber(cells.orderStep, c.orderStep),
    tiers: parseTiers(cells.tiers),
    tiersOverTotal: current?.tiersOverTotal ?? false,
    colors: unique(product.options.map((option) => option.color)),
    sizes: unique(product.options.map((option) => option.size)),
    stocks,
    images: cells.images.split(/\s+/).filter(Boolean),
    status: parseStatus(cells.status),
    notice: cells.noticeGroup === '' && cells.notice === '' ? null : parseNotice(cells.noticeGroup, cells.notice, idCategory),
  };
  return { input, seen };
}

/**
 * The stock each option is saved with: what the brand wrote, or, for an option it left as it
 * was downloaded, what it is now; every option that exists carries the stock it is believed to
 * have now (`previousStock`), so an order between the check and the save is a 409, never lost.
 */
function settleStocks(input: WrittenProduct, seen: Map<string, { row: number; stock: number }>, current: BrandProductDetail): WrittenProduct {
  const now = new Map(current.options.map((option) => [comboKey(option.color, option.size), option.stock]));
  const stocks = input.stocks.map((entry) => {
    const key = comboKey(entry.color, entry.size);
    const stockNow = now.get(key);
    const before = seen.get(key);
    if (stockNow === undefined) return entry;
    if (before && before.stock === entry.stock) return { ...entry, stock: stockNow, previousStock: stockNow };
    if (before && before.stock !== stockNow) throw new RowError(m.stockChanged(before.row, stockNow));
    return { ...entry, previousStock: stockNow };
  });
  return { ...input, stocks };
}

/** The columns whose values differ between a product and what the file makes of it. */
function changesOf(current: BrandProductDetail, next: WrittenProduct): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const stockOf = new Map(current.options.map((option) => [comboKey(option.color, option.size), option.stock]));
  const changes: [boolean, string][] = [
    [current.name !== next.name, c.name],
    [!same(current.colors, next.colors) || !same(current.sizes, next.sizes), `${c.color}·${c.size}`],
    [next.stocks.some((entry) => stockOf.get(comboKey(entry.color, entry.size)) !== entry.stock), c.stock],
    [current.wholesalePrice !== next.wholesalePrice, c.wholesalePrice],
    [current.retailPrice !== next.retailPrice, c.retailPrice],
    [current.minOrderQty !== next.minOrderQty, c.minOrderQty],
    [current.orderStep !== next.orderStep, c.orderStep],
    [!same(current.tiers, next.tiers), c.tiers],
    [current.status !== next.status, c.status],
    [current.idCategory !== next.idCategory, c.category],
    [!same(current.images, next.images), c.images],
    [!same(current.notice && normaliseNotice(current.notice), next.notice && normaliseNotice(next.notice)), c.notice],
    [current.description !== next.description, c.description],
  ];
  return changes.filter(([changed]) => changed).map(([, label]) => label);
}

/** A checked product and what saving it does. */
interface Plan {
  row: BulkProductRow;
  input: BrandProductInput | null;
}

async function plan(db: Db, user: AuthUser, brandId: number, file: Buffer): Promise<Plan[]> {
  const { products, strayRows } = await readProducts(file);
  if (products.length === 0 && strayRows.length === 0) throw new DomainError(400, 'VALIDATION', m.nothing, 'file');
  const own = new Map((await brandProductDetails(db, brandId)).map((product) => [product.idProduct, product]));
  const counted = new Set<number>();
  const plans: Plan[] = strayRows.map((row) => ({
    row: { firstRow: row, lastRow: row, idProduct: null, name: '', change: 'new', changes: [], error: m.optionWithoutProduct(row) },
    input: null,
  }));
  for (const product of products) {
    const idText = product.cells.idProduct;
    const idProduct = /^\d+$/.test(idText) ? Number(idText) : null;
    const row: BulkProductRow = { firstRow: product.firstRow, lastRow: product.lastRow, idProduct, name: product.cells.name, change: idText === '' ? 'new' : 'update', changes: [], error: null };
    const current = idProduct === null ? undefined : own.get(idProduct);
    try {
      if (idText !== '' && !current) throw new RowError(m.notOwn);
      if (idProduct !== null && counted.has(idProduct)) throw new RowError(m.twice);
      if (idProduct !== null) counted.add(idProduct);
      const { input: written, seen } = toInput(product, current);
      const settled = current ? settleStocks(written, seen, current) : written;
      if (current) {
        row.changes = changesOf(current, settled);
        // A product the file leaves as it is is not saved, so not checked either.
        if (row.changes.length === 0) {
          plans.push({ row: { ...row, change: 'same' }, input: null });
          continue;
        }
      }
      if (!settled.notice) throw new RowError(m.noticeGroup(noticeGroupsFor(settled.idCategory).map(noticeGroupLabel).join(', ')));
      const input = checkProductInput({ ...settled, notice: settled.notice });
      await checkImages(db, user, input.images, current?.images);
      plans.push({ row, input });
    } catch (failure) {
      if (!(failure instanceof RowError || failure instanceof DomainError)) throw failure;
      plans.push({ row: { ...row, error: failure.message }, input: null });
    }
  }
  return plans.sort((a, b) => a.row.firstRow - b.row.firstRow);
}

function previewOf(plans: Plan[]): BulkProductPreview {
  const rows = plans.map((entry) => entry.row);
  const count = (change: BulkProductRow['change']) => rows.filter((row) => row.error === null && row.change === change).length;
  return { rows, created: count('new'), updated: count('update'), unchanged: count('same'), refused: rows.filter((row) => row.error !== null).length };
}

/** POST /brands/products/workbook without `apply`: every product of the file, checked, with what would change. */
export async function previewProducts(db: Db, user: AuthUser, brandId: number, file: Buffer): Promise<BulkProductPreview> {
  return previewOf(await plan(db, user, brandId, file));
}

/** With `apply`: a file without a refused product saves every new and changed one in one transaction; otherwise nothing (409 with the preview). */
export async function applyProducts(db: Db, user: AuthUser, brandId: number, file: Buffer): Promise<{ created: number; updated: number }> {
  const plans = await plan(db, user, brandId, file);
  const preview = previewOf(plans);
  if (preview.refused > 0) throw new DomainError(409, 'ROWS_REFUSED', m.refused(preview.refused), 'file', { preview });
  if (preview.created + preview.updated === 0) throw new DomainError(400, 'VALIDATION', m.nothingChanged, 'file');
  await db.transaction().execute(async (trx) => {
    for (const { row, input } of plans) {
      if (row.change === 'new') await insertProductIn(trx, brandId, input!);
      else if (row.change === 'update') await updateProductIn(trx, user, brandId, row.idProduct!, input!);
    }
  });
  return { created: preview.created, updated: preview.updated };
}
