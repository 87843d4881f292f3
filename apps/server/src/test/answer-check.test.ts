import { answerOf, DONE_ANSWER, s } from '@console/core';
import { describe, expect, it } from 'vitest';
import { answerProblem } from './answer-check.js';

const ROW = s.object({ id: s.integer(), name: s.string() }, { note: s.nullable(s.string()) });
const ANSWER = answerOf(s.object({ row: s.array(ROW) }));
const envelope = (payload: unknown) => ({ code: 1001, message: '成功', seqno: 'r1', payload });

describe('answerProblem', () => {
  it('accepts an answer exactly as declared, optional and nullable parts included', () => {
    expect(
      answerProblem(
        ANSWER,
        envelope({
          row: [
            { id: 1, name: 'a' },
            { id: 2, name: 'b', note: null },
          ],
        }),
      ),
    ).toBe(undefined);
    expect(answerProblem(DONE_ANSWER, { code: 1002, message: '成功', seqno: 'r1' })).toBe(undefined);
  });

  it('refuses a property the schema does not declare, which a schema serializer would drop', () => {
    expect(answerProblem(ANSWER, envelope({ row: [{ id: 1, name: 'a', extra: 1 }] }))).toBe(
      '$.payload.row[0].extra: 未在应答结构中声明',
    );
  });

  it('refuses a wrong type, an undeclared null and a missing required property', () => {
    expect(answerProblem(ANSWER, envelope({ row: [{ id: '1', name: 'a' }] }))).toBe(
      '$.payload.row[0].id: 应为 integer，实为 string',
    );
    expect(answerProblem(ANSWER, envelope({ row: [{ id: 1, name: null }] }))).toBe(
      '$.payload.row[0].name: null，但未声明 nullable',
    );
    expect(answerProblem(ANSWER, envelope({ row: [{ id: 1 }] }))).toBe('$.payload.row[0].name: 缺少必需属性');
  });

  it('checks the values of a code field and of a map', () => {
    expect(answerProblem(s.oneOf([0, 1]), 2)).toBe('$: 2 不在 [0,1] 中');
    expect(answerProblem(s.record(s.integer()), { a: 1, b: 'x' })).toBe('$.b: 应为 integer，实为 string');
  });
});
