import { CONTRACT_TEMPLATE, entryOf } from '@console/core';
import PDFDocument from 'pdfkit';
import { cjkFontData } from '../../../platform/pdf/cjk-font.js';

/** What a template is filled with: the contract row as the platform drafted it. */
export interface ContractDraft {
  contract_no: string;
  template: number;
  title: string;
  party: string;
  merchant_name: string;
  amount: number;
  start_time: number;
  end_time: number;
  remark: string;
  create_time: number;
}

/** The clauses of each template; {amount}, {start} and {end} are filled from the draft. */
const CLAUSES: Record<number, readonly string[]> = {
  1: [
    '甲方委托乙方提供智慧停车系统服务，包括车场管理软件、线上缴费、无感支付及数据报表。',
    '服务期限自 {start} 起至 {end} 止。',
    '服务费用合计人民币 {amount} 元，按季度结算，乙方收款后开具电子发票。',
    '乙方保障系统全年可用率不低于 99.5%，故障响应时间不超过 30 分钟。',
    '双方对在履约过程中获知的对方商业信息及车主个人信息负有保密义务。',
  ],
  2: [
    '乙方向甲方出租道闸及配套车牌识别设备，设备清单以双方签署的交接单为准。',
    '租赁期限自 {start} 起至 {end} 止。',
    '租金合计人民币 {amount} 元，按月支付。',
    '租赁期间设备的日常维护由乙方负责，人为损坏由甲方承担维修费用。',
    '租赁期满甲方应完好归还设备，或按双方约定价格购买。',
  ],
  3: [
    '乙方为甲方车场接入无感支付，车主出场时自动扣费，无需停车缴费。',
    '协议期限自 {start} 起至 {end} 止。',
    '接入服务费人民币 {amount} 元；交易手续费按乙方公布的渠道费率收取。',
    '扣费以车场上传的出场记录为准，争议订单由乙方协助核实并退款。',
    '任何一方违反本协议，守约方有权书面通知后解除协议。',
  ],
};

const date = (seconds: number) => {
  const d = new Date((seconds + 8 * 3600) * 1000);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
};

/**
 * Lays a template out as an A4 PDF: title and number, the two parties, the numbered clauses filled
 * from the draft, and the signature block. The document's dates are the draft's creation time, so
 * the same draft always gives the same bytes (and the same hash).
 */
export function renderContractPdf(draft: ContractDraft): Promise<Buffer> {
  const clauses = CLAUSES[draft.template] ?? [];
  const created = new Date(draft.create_time * 1000);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 60,
    info: {
      Title: `${draft.title} ${draft.contract_no}`,
      Author: draft.party,
      CreationDate: created,
      ModDate: created,
    },
  });
  doc.registerFont('cjk', cjkFontData());
  doc.font('cjk');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).text(draft.title, { align: 'center' });
  doc.moveDown(0.3);
  doc.fontSize(10).fillColor('#555').text(`合同编号：${draft.contract_no}`, { align: 'center' });
  doc.fillColor('black').moveDown(1.2);
  doc.fontSize(12).text(`甲方：${draft.merchant_name}`);
  doc.text(`乙方：${draft.party}`);
  doc.moveDown();
  const template = entryOf(CONTRACT_TEMPLATE, draft.template)?.label ?? draft.title;
  doc.text(`甲乙双方经友好协商，依据《中华人民共和国民法典》，就${template}事宜达成如下条款：`);
  doc.moveDown(0.5);
  const amount = (draft.amount / 100).toFixed(2);
  clauses.forEach((clause, i) => {
    const text = clause
      .replace('{amount}', amount)
      .replace('{start}', date(draft.start_time))
      .replace('{end}', date(draft.end_time));
    doc.text(`第${i + 1}条 ${text}`, { lineGap: 4 });
    doc.moveDown(0.3);
  });
  if (draft.remark) {
    doc.moveDown(0.3);
    doc.text(`补充约定：${draft.remark}`);
  }
  doc.moveDown(0.5);
  doc.text('本合同经甲方在管理后台在线签署后生效，签署记录（签署人、时间、IP 及本文件 SHA-256）由乙方留存。');
  doc.moveDown(2);
  const y = doc.y;
  doc.text(`甲方（签章）：${draft.merchant_name}`, 60, y, { width: 230 });
  doc.text(`乙方（签章）：${draft.party}`, 310, y, { width: 230 });
  doc.text(`日期：${date(draft.create_time)}`, 310, doc.y + 10, { width: 230 });
  doc.end();
  return done;
}
