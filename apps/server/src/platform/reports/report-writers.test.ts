import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { xlsxSheets, readZip } from '../../test/zip-reader.js';
import { csvCell, CsvWriter } from './csv-writer.js';
import { XlsxWriter } from './xlsx-writer.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-writers-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('CSV writer', () => {
  it('starts with a UTF-8 BOM, quotes what needs it and defuses formulas', async () => {
    const file = path.join(dir, 'a.csv');
    const writer = new CsvWriter(file);
    writer.header(['车牌号', '备注']);
    await writer.row(['粤B12345', '含,逗号与"引号"']);
    await writer.row(['=1+1', '-12.50']);
    await writer.close();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      '车牌号,备注\r\n粤B12345,"含,逗号与""引号"""\r\n\'=1+1,-12.50\r\n',
    );
    expect(csvCell('-粤B')).toBe("'-粤B");
  });
});

describe('XLSX writer', () => {
  it('writes a workbook whose every part checks out, starting a new sheet after the row limit', async () => {
    const file = path.join(dir, 'a.xlsx');
    const writer = new XlsxWriter(file, 3);
    writer.header(['车牌号', '金额']);
    for (let i = 1; i <= 7; i++) await writer.row([`粤B0000${i}`, `￥${i}.00 <&>`]);
    await writer.row([' 前后空格 ', '\u0001控制符']);
    await writer.close();
    const archive = fs.readFileSync(file);
    const names = [...readZip(archive).keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/workbook.xml',
        'xl/_rels/workbook.xml.rels',
      ]),
    );
    const sheets = xlsxSheets(archive);
    // 8 rows at 3 per sheet: 3 + 3 + 2, each sheet with the header again.
    expect(sheets.map((rows) => rows.length)).toEqual([4, 4, 3]);
    expect(sheets[0]![0]).toEqual(['车牌号', '金额']);
    expect(sheets[2]![1]).toEqual(['粤B00007', '￥7.00 <&>']);
    // Outer spaces kept; a control character XML cannot carry dropped.
    expect(sheets[2]![2]).toEqual([' 前后空格 ', '控制符']);
    expect(readZip(archive).get('xl/workbook.xml')!.toString()).toContain('name="Sheet3"');
  });

  it('an export with no rows is a workbook with the header alone', async () => {
    const file = path.join(dir, 'empty.xlsx');
    const writer = new XlsxWriter(file);
    writer.header(['车牌号']);
    await writer.close();
    expect(xlsxSheets(fs.readFileSync(file))).toEqual([[['车牌号']]]);
  });
});
