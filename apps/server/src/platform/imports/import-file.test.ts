import { monthCardResource, type AnyResource } from '@console/core';
import { describe, expect, it } from 'vitest';
import { importLayout, importRows, parseCsv, readImportTable } from './import-file.js';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF or LF', () => {
    expect(parseCsv('a,"b,1","say ""hi"""\r\nc,"two\nlines",\n')).toEqual([
      ['a', 'b,1', 'say "hi"'],
      ['c', 'two\nlines', ''],
    ]);
  });

  it('refuses an unclosed quote with its line', () => {
    expect(() => parseCsv('a,b\r\n"open,c')).toThrow('文件格式有误：第 2 行的引号没有闭合');
  });
});

describe('readImportTable', () => {
  it('drops the BOM and refuses an empty file, old xls and other types', () => {
    expect(readImportTable(Buffer.from('\uFEFF车牌号'), 'CSV', 'UTF-8')).toEqual([['车牌号']]);
    expect(() => readImportTable(Buffer.alloc(0), 'csv', 'UTF-8')).toThrow('文件内容为空');
    expect(() => readImportTable(Buffer.from('x'), 'xls', 'UTF-8')).toThrow('暂不支持旧版 xls 格式');
    expect(() => readImportTable(Buffer.from('x'), 'txt', 'UTF-8')).toThrow('仅支持 csv、xlsx 格式的文件');
  });
});

describe('importRows', () => {
  const { columns } = importLayout(monthCardResource)!;
  const fields = (monthCardResource as AnyResource).fields;
  const header = columns.map((name) => fields[name]!.label);

  it('reads cells by header (any order): code labels, yuan to fen, blanks left out', () => {
    const reversed = [...header].reverse();
    const cells = reversed.map((label) =>
      label === '车牌号'
        ? '粤B12345'
        : label === '车牌颜色'
          ? '黄'
          : label === '单价（每单位）'
            ? '12.3'
            : '',
    );
    expect(importRows(monthCardResource, columns, [reversed, cells])).toEqual([
      { rowNo: 2, input: { plate: '粤B12345', plate_color: 2, unit_price: 1230 } },
    ]);
  });

  it('refuses a row with more cells than the header, and one with money of 3 decimals', () => {
    const row = header.map(() => '');
    expect(importRows(monthCardResource, columns, [header, [...row, 'x']])[0]).toEqual({
      rowNo: 2,
      error: `列数多于表头（${header.length + 1} 列）`,
    });
    const money = header.map((label) => (label === '单价（每单位）' ? '1.234' : ''));
    expect(importRows(monthCardResource, columns, [header, money])[0]).toEqual({
      rowNo: 2,
      error: '单价（每单位）格式不正确：1.234',
    });
  });

  it('a file of only a header has no data rows', () => {
    expect(() => importRows(monthCardResource, columns, [header, ['']])).toThrow('文件中没有数据行');
  });
});
