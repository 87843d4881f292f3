import type { JsonSchema } from '../resources/json-schema.js';
import type { ApiEnvelope, ListPayload, PagingHeader } from './envelope.js';
import { s, typed, type Schema } from './schema.js';

const ENVELOPE = {
  code: s.integer({ title: '结果码', description: '1001 成功并带数据，1002 成功无数据，其余见错误码表' }),
  message: s.string({ title: '提示信息' }),
  seqno: s.string({ title: '请求编号' }),
};
const HINT = { hint: s.string({ title: '补充说明' }) };

/** A success answer carrying `payload`. */
export function answerOf<T>(payload: Schema<T>): Schema<ApiEnvelope<T>> {
  return typed(s.object({ ...ENVELOPE, payload }, HINT));
}

/** A success answer without data (1002): updates, deletes, actions that return nothing. */
export const DONE_ANSWER: Schema<ApiEnvelope<never>> = typed(s.object(ENVELOPE, HINT));

/** What every refused or failed call answers, whatever its HTTP status. */
export const ERROR_ANSWER: Schema<ApiEnvelope<never>> = typed(
  s.object(ENVELOPE, HINT, { title: '错误', description: 'code 与 message 说明原因' }),
);

export const PAGING_HEADER: Schema<PagingHeader> = s.object(
  {
    total_count: s.integer({ title: '总条数', minimum: 0 }),
    page_index: s.integer({ title: '页码', minimum: 1 }),
    page_size: s.integer({ title: '每页条数', minimum: 0 }),
  },
  { total_exact: s.boolean({ title: '总条数是否精确' }) },
);

/** A page of rows and its paging header. */
export function listPayloadOf<T>(row: Schema<T>): Schema<ListPayload<T>> {
  return s.object({ row: s.array(row), paging_header: PAGING_HEADER });
}

/** The `response` of a route schema: the success answer on 200, the error envelope on any other status. */
export function responsesOf(answer: JsonSchema): { 200: JsonSchema; default: JsonSchema } {
  return { 200: answer, default: ERROR_ANSWER };
}

/** The `response` of a route whose success answer carries `payload`. */
export function okResponse<T>(payload: Schema<T>): { 200: JsonSchema; default: JsonSchema } {
  return responsesOf(answerOf(payload));
}

/** The `response` of a route that answers success without data. */
export const DONE_RESPONSE = responsesOf(DONE_ANSWER);

/** The `response` of a route that streams a file: its bytes on 200, the error envelope otherwise. */
export function fileResponse(description: string): { 200: JsonSchema; default: JsonSchema } {
  return responsesOf({ type: 'string', format: 'binary', description });
}

/** The querystring of a route that names one row by `?id=` (a positive integer). */
export function byIdQuery(title: string) {
  return {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1, title } },
  } as const;
}
