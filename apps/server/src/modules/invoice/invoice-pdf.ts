import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { cjkFontData } from '../../platform/pdf/cjk-font.js';
import { capitalAmount, figureAmount } from './invoice-amounts.js';

/** What the PDF prints: the invoice row and its lines as stored. */
export interface PdfInvoice {
  invoice_no: string;
  issue_time: number;
  color: number;
  original_no: string | null;
  buyer_name: string;
  buyer_tax_no: string;
  buyer_address: string;
  buyer_phone: string;
  buyer_bank: string;
  buyer_account: string;
  seller_name: string;
  seller_tax_no: string;
  seller_address: string;
  seller_phone: string;
  seller_bank: string;
  seller_account: string;
  amount: number;
  tax_amount: number;
  net_amount: number;
  remark: string | null;
}

export interface PdfLine {
  order_no: string;
  item_name: string;
  tax_rate: number;
  amount: number;
  tax_amount: number;
}

const BROWN = '#8a5a2b';
const day = (seconds: number) => {
  const d = new Date((seconds + 8 * 3600) * 1000);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
};
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** One row per item and rate, as a tax invoice prints many orders of one service. */
function itemRows(lines: readonly PdfLine[]) {
  const rows = new Map<string, { item: string; rate: number; count: number; amount: number; tax: number }>();
  for (const line of lines) {
    const key = `${line.item_name}|${line.tax_rate}`;
    const row = rows.get(key) ?? { item: line.item_name, rate: line.tax_rate, count: 0, amount: 0, tax: 0 };
    row.count += 1;
    row.amount += line.amount;
    row.tax += line.tax_amount;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** The QR code of a 数电发票: 01, the kind (32 普通发票), the number, the amount, the date. */
export function qrText(invoice: Pick<PdfInvoice, 'invoice_no' | 'amount' | 'issue_time'>): string {
  const { y, m, d } = day(invoice.issue_time);
  const date = `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;
  return `01,32,,${invoice.invoice_no},${yuan(invoice.amount)},${date},,`;
}

/**
 * The invoice laid out as a 电子发票（普通发票）: title, number and date, QR code, the buyer's and the
 * seller's boxes with their codes, the item table with rate and tax, the totals in figures and in
 * capitals, and the remarks (the orders covered). Returns the document, already ended: pipe it.
 */
export async function renderInvoicePdf(
  invoice: PdfInvoice,
  lines: readonly PdfLine[],
): Promise<PDFKit.PDFDocument> {
  const qr = await QRCode.toBuffer(qrText(invoice), { type: 'png', margin: 0, width: 160 });
  const doc = new PDFDocument({
    size: [680, 420],
    margin: 20,
    info: { Title: `电子发票 ${invoice.invoice_no}`, Author: invoice.seller_name },
  });
  doc.registerFont('cjk', cjkFontData());
  doc.font('cjk');
  const left = 30;
  const right = 650;
  const width = right - left;
  const red = invoice.color === 2;

  doc.image(qr, left, 22, { width: 62 });
  doc.fillColor(BROWN).fontSize(20).text('电子发票（普通发票）', left, 30, { width, align: 'center' });
  if (red) doc.fontSize(10).text('（红字）', left, 56, { width, align: 'center' });
  const { y, m, d } = day(invoice.issue_time);
  doc.fontSize(9).fillColor('black');
  doc.text(`发票号码：${invoice.invoice_no}`, 470, 34);
  doc.text(`开票日期：${y}年${String(m).padStart(2, '0')}月${String(d).padStart(2, '0')}日`, 470, 50);

  // Buyer and seller boxes.
  const top = 90;
  const boxH = 70;
  doc.strokeColor(BROWN).lineWidth(0.8).rect(left, top, width, boxH).stroke();
  doc
    .moveTo(left + width / 2, top)
    .lineTo(left + width / 2, top + boxH)
    .stroke();
  const party = (x: number, label: string, name: string, code: string, extra: string) => {
    doc
      .fillColor(BROWN)
      .fontSize(9)
      .text(label, x + 6, top + 6);
    doc.fillColor('black').fontSize(9);
    doc.text(`名称：${name}`, x + 6, top + 22, { width: width / 2 - 12 });
    doc.text(`统一社会信用代码/纳税人识别号：${code}`, x + 6, top + 38, { width: width / 2 - 12 });
    if (extra) doc.fontSize(7).text(extra, x + 6, top + 54, { width: width / 2 - 12 });
  };
  party(
    left,
    '购买方信息',
    invoice.buyer_name,
    invoice.buyer_tax_no,
    [invoice.buyer_address, invoice.buyer_phone, invoice.buyer_bank, invoice.buyer_account]
      .filter(Boolean)
      .join(' '),
  );
  party(
    left + width / 2,
    '销售方信息',
    invoice.seller_name,
    invoice.seller_tax_no,
    [invoice.seller_address, invoice.seller_phone, invoice.seller_bank, invoice.seller_account]
      .filter(Boolean)
      .join(' '),
  );

  // The item table.
  const cols = [
    { title: '项目名称', x: left, w: 170, align: 'left' as const },
    { title: '规格型号', x: left + 170, w: 60, align: 'center' as const },
    { title: '单位', x: left + 230, w: 40, align: 'center' as const },
    { title: '数量', x: left + 270, w: 50, align: 'right' as const },
    { title: '单价', x: left + 320, w: 70, align: 'right' as const },
    { title: '金额', x: left + 390, w: 80, align: 'right' as const },
    { title: '税率/征收率', x: left + 470, w: 70, align: 'center' as const },
    { title: '税额', x: left + 540, w: 80, align: 'right' as const },
  ];
  let rowY = top + boxH + 8;
  doc.fontSize(9).fillColor(BROWN);
  for (const col of cols) doc.text(col.title, col.x + 4, rowY, { width: col.w - 8, align: col.align });
  rowY += 16;
  doc.fillColor('black');
  for (const row of itemRows(lines)) {
    const net = row.amount - row.tax;
    const cells = [
      row.item,
      '',
      '次',
      String(row.count),
      (net / 100 / row.count).toFixed(2),
      yuan(net),
      row.rate === 0 ? '免税' : `${row.rate}%`,
      yuan(row.tax),
    ];
    cells.forEach((text, i) =>
      doc.text(text, cols[i]!.x + 4, rowY, { width: cols[i]!.w - 8, align: cols[i]!.align }),
    );
    rowY += 14;
  }
  const totalY = 280;
  doc.text('合    计', left + 4, totalY, { width: 160 });
  doc.text(figureAmount(invoice.net_amount), cols[5]!.x + 4, totalY, {
    width: cols[5]!.w - 8,
    align: 'right',
  });
  doc.text(figureAmount(invoice.tax_amount), cols[7]!.x + 4, totalY, {
    width: cols[7]!.w - 8,
    align: 'right',
  });
  doc.rect(left, top + boxH, width, totalY + 16 - (top + boxH)).stroke();

  // 价税合计 in capitals and in figures.
  const sumY = totalY + 16;
  doc.rect(left, sumY, width, 22).stroke();
  doc.fillColor(BROWN).text('价税合计（大写）', left + 6, sumY + 6);
  doc.fillColor('black').text(`⊗ ${capitalAmount(invoice.amount)}`, left + 100, sumY + 6);
  doc.fillColor(BROWN).text('（小写）', left + 430, sumY + 6);
  doc.fillColor('black').text(figureAmount(invoice.amount), left + 480, sumY + 6);

  // Remarks: the orders covered (and the blue invoice a red one reverses).
  const remarkY = sumY + 22;
  doc.rect(left, remarkY, width, 56).stroke();
  doc.fillColor(BROWN).text('备注', left + 6, remarkY + 6);
  const orders = lines.map((line) => line.order_no);
  const shown = orders.slice(0, 12).join('、') + (orders.length > 12 ? ` 等 ${orders.length} 笔` : '');
  const remark = [
    red && invoice.original_no ? `被红冲蓝字数电发票号码：${invoice.original_no}` : '',
    `订单号：${shown}`,
    invoice.remark ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  doc
    .fillColor('black')
    .fontSize(8)
    .text(remark, left + 40, remarkY + 6, { width: width - 50, height: 48 });
  doc.fontSize(9).text('开票人：系统', left, remarkY + 62);
  doc.end();
  return doc;
}
