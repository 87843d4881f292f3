import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { XlsxWriter } from '../reports/xlsx-writer.js';
import { readXlsx, XLSX_MAX_INFLATED } from './xlsx-reader.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A zip of deflated entries, built by hand; `flags` lets a test mark entries encrypted. */
function zipOf(files: Record<string, string | Buffer>, flags = 0x0800): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const packed = zlib.deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(flags, 8);
    head.writeUInt16LE(8, 10);
    head.writeUInt32LE(crc, 16);
    head.writeUInt32LE(packed.length, 20);
    head.writeUInt32LE(data.length, 24);
    head.writeUInt16LE(nameBytes.length, 28);
    head.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(head, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

/** A minimal workbook as Excel saves one: shared strings, a styled date cell, a gap and a skipped row. */
function handBuilt(): Buffer {
  return zipOf({
    'xl/workbook.xml': `<workbook ${NS} xmlns:r="r"><sheets><sheet name="导入" sheetId="3" r:id="rId7"/><sheet name="其他" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Target="/xl/worksheets/data.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>不是这张</t></is></c></row></sheetData></worksheet>`,
    'xl/sharedStrings.xml': `<sst ${NS}><si><t>车牌号</t></si><si><r><t>备</t></r><r><t xml:space="preserve">注 </t></r><rPh><t>ビ</t></rPh></si><si><t>粤B12345 &amp; &lt;x&gt;</t></si></sst>`,
    'xl/styles.xml': `<styleSheet ${NS}><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy/m/d\\ h:mm"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/></cellXfs></styleSheet>`,
    'xl/worksheets/data.xml': `<worksheet ${NS}><cols><col min="1" max="3"/></cols><sheetData>
      <row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>
      <row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>12.5</v></c><c r="C2" t="b"><v>1</v></c><c r="D2" s="1"><v>46023</v></c><c r="E2" s="2"><v>46023.75</v></c><c r="F2" t="inlineStr"><is><t>行内_x000D_文字</t></is></c></row>
      <row r="4"><c r="B4" t="str"><f>A1</f><v>公式</v></c><c r="C4"/></row>
    </sheetData></worksheet>`,
  });
}

describe('XLSX reader', () => {
  it('reads a workbook our own xlsx writer produced', async () => {
    const file = path.join(dir, 'own.xlsx');
    const writer = new XlsxWriter(file);
    writer.header(['车牌号', '单价（每单位）']);
    await writer.row(['粤B10001', '300']);
    await writer.row([' 前后空格 ', 'a<b>&c']);
    await writer.close();
    expect(readXlsx(fs.readFileSync(file))).toEqual([
      ['车牌号', '单价（每单位）'],
      ['粤B10001', '300'],
      [' 前后空格 ', 'a<b>&c'],
    ]);
  });

  it('reads the first sheet of the workbook: shared strings, gaps, numbers, booleans, dates', () => {
    expect(readXlsx(handBuilt())).toEqual([
      ['车牌号', '', '备注 '],
      ['粤B12345 & <x>', '12.5', '1', '2026-01-01 00:00:00', '2026-01-01 18:00:00', '行内\r文字'],
      [],
      ['', '公式', ''],
    ]);
  });

  it('refuses what is not an xlsx, an encrypted entry and a workbook with no sheet', () => {
    expect(() => readXlsx(Buffer.from('车牌号,备注\r\n'))).toThrow('文件不是有效的 xlsx 文件');
    expect(() => readXlsx(Buffer.from('PK\u0003\u0004xxxx'))).toThrow('文件不是有效的 xlsx 文件');
    expect(() => readXlsx(zipOf({ 'word/document.xml': '<w/>' }))).toThrow('文件不是有效的 xlsx 文件');
    expect(() => readXlsx(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toThrow(
      '文件已加密或是旧版 xls 格式',
    );
    expect(() => readXlsx(zipOf({ 'xl/workbook.xml': '<workbook/>' }, 0x0801))).toThrow('文件已加密');
    expect(() => readXlsx(zipOf({ 'xl/workbook.xml': '<workbook/>' }))).toThrow('文件中没有工作表');
  });

  it('refuses a zip bomb: a small file that inflates past the cap', () => {
    // 51 MiB of one letter deflates to about 50 KB.
    const sheet = Buffer.alloc(XLSX_MAX_INFLATED + 1024 * 1024, 0x41);
    const bomb = zipOf({ 'xl/worksheets/sheet1.xml': sheet });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(() => readXlsx(bomb)).toThrow('文件解压后超过 50M');
    // Declared sizes can lie: an entry claiming to be small is still cut off at the cap.
    bomb.writeUInt32LE(100, bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    expect(() => readXlsx(bomb)).toThrow('文件解压后超过 50M');
  });
});
