import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The page, fonts and drawing pieces of the site's PDF documents (pdfkit
 * 0.20.2, docs/DECISIONS.md, 거래명세서 and receipts; the brands' 정산서):
 * A4, Pretendard embedded (subset to the characters used), black text on
 * white with grey rules, so a print or a scan reads clearly.
 */

/**
 * Pretendard in its TrueType cut (node_modules/pretendard/dist/public/static/alternative): its
 * subsets are a third of the OpenType (CFF) cut's (a one-page receipt of 63 kB is 20 kB). Each
 * face is read and parsed once per process and shared by every document: parsing both faces
 * again for each one took 0.4-0.8 s a document here, against about 0.1 s now. pdfkit 0.20 takes a
 * fontkit font as it is (PDFFontFactory.open), which @types/pdfkit 0.17 does not declare yet.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules/pretendard/dist/public/static/alternative');
export const FONT = { regular: 'Pretendard', bold: 'Pretendard-Bold' } as const;

let faces: { regular: fontkit.Font; bold: fontkit.Font } | null = null;

function face(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path.join(FONT_DIR, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  return font;
}

function loadFaces() {
  faces ??= { regular: face('Pretendard-Regular.ttf'), bold: face('Pretendard-Bold.ttf') };
  return faces;
}

export const COLORS = { text: '#111111', muted: '#555555', rule: '#333333', thin: '#999999', fill: '#eeeeee' } as const;

export type Doc = PDFKit.PDFDocument;

/** A new A4 document with the fonts registered; pages are kept so they can be numbered at the end. */
export function createDocument(title: string, author: string): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: 36, bufferPages: true, autoFirstPage: false, info: { Title: title, Author: author, Creator: author } });
  const { regular, bold } = loadFaces();
  doc.registerFont(FONT.regular, regular as unknown as Buffer);
  doc.registerFont(FONT.bold, bold as unknown as Buffer);
  doc.font(FONT.regular);
  return doc;
}

/** Ends the document and gives its bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface CellStyle {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  color?: string;
  fill?: string;
  /** Inner padding (pt). */
  pad?: number;
}

const DEFAULT_PAD = 4;

/** The height a text needs in a cell `width` wide (wrapped), its padding included. */
export function cellHeight(doc: Doc, text: string, width: number, style: CellStyle = {}): number {
  const pad = style.pad ?? DEFAULT_PAD;
  doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size ?? 9);
  return doc.heightOfString(text || ' ', { width: width - pad * 2 }) + pad * 2;
}

/** A framed cell with its text vertically centred. */
export function cell(doc: Doc, text: string, box: { x: number; y: number; width: number; height: number }, style: CellStyle = {}): void {
  const pad = style.pad ?? DEFAULT_PAD;
  if (style.fill) doc.rect(box.x, box.y, box.width, box.height).fill(style.fill);
  doc.lineWidth(0.6).strokeColor(COLORS.rule).rect(box.x, box.y, box.width, box.height).stroke();
  doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size ?? 9).fillColor(style.color ?? COLORS.text);
  const textHeight = doc.heightOfString(text || ' ', { width: box.width - pad * 2 });
  doc.text(text, box.x + pad, box.y + (box.height - textHeight) / 2, { width: box.width - pad * 2, align: style.align ?? 'left' });
}

/** Writes the footer and a page label (from the page's index in the document) at the foot of every page. */
export function numberPages(doc: Doc, footer: string, pageLabel: (index: number, count: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 30;
    const width = doc.page.width - 72;
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLORS.muted);
    doc.text(footer, 36, y, { width, align: 'left', lineBreak: false });
    doc.text(pageLabel(i, range.count), 36, y, { width, align: 'right', lineBreak: false });
  }
}
