import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import {
  ApiCode,
  contractAdminResource,
  contractMerchantView,
  contractResource,
  byIdQuery,
  fileResponse,
  type AnyResource,
} from '@console/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { crudRoutes } from '../../../engine/crud-routes.js';
import { engineDb } from '../../../engine/engine-db.js';
import type { ActionHandler, EngineContext, Row, WriteHooks } from '../../../engine/engine-types.js';
import { assertMerchantInScope, rowScope } from '../../../engine/tenant-scope.js';
import { viewRoutes } from '../../../engine/view-routes.js';
import { AppError } from '../../../http/app-error.js';
import { authOf } from '../../../platform/auth/auth-hook.js';
import { FileStore } from '../../../platform/storage/file-store.js';
import { readCheckedDocument, sha256, storedFileOf, storeDocument } from './contract-document.js';
import { renderContractPdf } from './contract-pdf.js';

const UPLOADED = 1;
const TEMPLATE = 2;
const dataDirOf = (ctx: EngineContext) => ctx.request.server.config.dataDir;

/** HT, the China date and eight random digits: unique in practice, and known before the PDF is laid out. */
function contractNo(now: number): string {
  const d = new Date((now + 8 * 3600) * 1000);
  const day = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `HT${day}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

async function merchantName(db: Kysely<Database>, id: number): Promise<string> {
  const row = await db.selectFrom('merchant').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? '';
}

/**
 * 上传/发起: an uploaded document must be a stored PDF whose bytes hash to its name; a template is
 * laid out as a PDF and stored. Either way the contract keeps the document's SHA-256 from the start.
 * Runs before the transaction (the PDF takes a moment); the merchant is already checked in scope.
 */
async function prepareDocument(ctx: EngineContext, input: Row): Promise<Row> {
  const start = Number(input.start_time);
  const end = Number(input.end_time);
  if (!(end > start)) throw new AppError(ApiCode.VALIDATION, '到期日期必须晚于生效日期');
  // The contract belongs to the merchant it is made for, which must be in the caller's scope.
  const merchantId = Number(input.signer_id);
  await assertMerchantInScope(engineDb(ctx.db), ctx.auth, merchantId);
  const no = contractNo(ctx.now);
  if (Number(input.source) === UPLOADED) {
    const file = typeof input.file_link === 'string' ? storedFileOf(input.file_link) : undefined;
    if (!file) throw new AppError(ApiCode.VALIDATION, '请上传合同文件');
    if (file.ext !== 'pdf') throw new AppError(ApiCode.VALIDATION, '合同文件仅支持 PDF 格式');
    const bytes = await fs.promises
      .readFile(new FileStore(dataDirOf(ctx)).pathOf(file.hash, file.ext))
      .catch(() => undefined);
    if (!bytes || sha256(bytes) !== file.hash)
      throw new AppError(ApiCode.VALIDATION, '合同文件不存在，请重新上传');
    return { merchant_id: merchantId, contract_no: no, template: null, doc_hash: file.hash };
  }
  if (Number(input.source) !== TEMPLATE) throw new AppError(ApiCode.VALIDATION, '请选择合同来源');
  if (typeof input.template !== 'number') throw new AppError(ApiCode.VALIDATION, '请选择合同模板');
  const bytes = await renderContractPdf({
    contract_no: no,
    template: input.template,
    title: String(input.title),
    party: String(input.party),
    merchant_name: await merchantName(ctx.db, merchantId),
    amount: Number(input.amount ?? 0),
    start_time: start,
    end_time: end,
    remark: typeof input.remark === 'string' ? input.remark : '',
    create_time: ctx.now,
  });
  const stored = await storeDocument(
    ctx.db,
    dataDirOf(ctx),
    bytes,
    { merchantId: ctx.auth.merchantId, managerId: ctx.auth.managerId },
    ctx.now,
  );
  return { merchant_id: merchantId, contract_no: no, file_link: stored.link, doc_hash: stored.hash };
}

/**
 * The merchant's name on each row (merchant_id always travels with a scoped row) and, in the detail,
 * the checked download link of a contract with a document (doc_hash is a detail field).
 */
function decorate(downloadPath: string): WriteHooks['decorateRows'] {
  return async (ctx, rows, view) => {
    const ids = [...new Set(rows.map((row) => Number(row.merchant_id)))];
    if (ids.length === 0) return;
    const names = await ctx.db.selectFrom('merchant').select(['id', 'name']).where('id', 'in', ids).execute();
    const byId = new Map(names.map((m) => [Number(m.id), m.name]));
    for (const row of rows) {
      if ('merchant_name' in ctx.resource.fields) row.merchant_name = byId.get(Number(row.merchant_id)) ?? '';
      if (view === 'detail')
        row.document_url = row.doc_hash ? `/api/${downloadPath}?id=${Number(row.id)}` : null;
    }
  };
}

const adminHooks: WriteHooks = {
  async prepare(ctx, { input, mode }) {
    return mode === 'create' ? prepareDocument(ctx, input) : {};
  },
  decorateRows: decorate(`${contractAdminResource.key}/file`),
};

/** A contract may be sent or signed only while it has not run out, and only with its document intact. */
async function assertSignable(ctx: EngineContext, id: number): Promise<void> {
  const row = await ctx.db
    .selectFrom('contract')
    .select(['end_time', 'file_link', 'doc_hash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(row.end_time) <= ctx.now)
    throw new AppError(ApiCode.BUSINESS_RULE, '合同已过到期日期，无法发送或签署');
  await readCheckedDocument(dataDirOf(ctx), { file_link: row.file_link, doc_hash: row.doc_hash });
}

/** 发送签署: a message-centre entry to each main account of the merchant, pointing at 我的合同. */
const sendForSigning: ActionHandler = {
  async run(ctx) {
    await assertSignable(ctx, Number(ctx.row.id));
    const managers = await ctx.db
      .selectFrom('manager')
      .select('id')
      .where('merchant_id', '=', Number(ctx.row.merchant_id))
      .where('is_main', '=', 1)
      .execute();
    if (managers.length === 0) return;
    await ctx.db
      .insertInto('message')
      .values(
        managers.map((m) => ({
          app_id: ctx.auth.appId,
          user_id: Number(m.id),
          user_type: 2,
          module_id: null,
          title: '您有一份合同待签署',
          body: `合同「${String(ctx.row.title)}」（编号 ${String(ctx.row.contract_no)}）已发送给您，请在「我的合同」中查看并签署。`,
          link: `/account/merchant/contract/detail?id=${Number(ctx.row.id)}`,
          create_time: ctx.now,
        })),
      )
      .execute();
  },
};

/**
 * 签署 by the merchant: the document must still hash to what was recorded; the signer's account and
 * address are kept beside the name and time the engine stamps.
 */
const sign: ActionHandler = {
  async run(ctx) {
    await assertSignable(ctx, Number(ctx.row.id));
    await ctx.db
      .updateTable('contract')
      .set({ sign_ip: ctx.request.ip.slice(0, 64), sign_manager_id: ctx.auth.managerId })
      .where('id', '=', Number(ctx.row.id))
      .execute();
  },
};

/** 签约商户: one row per merchant with contracts, counted by state. */
function merchantSource(db: Kysely<Database>) {
  return db
    .selectFrom('contract')
    .innerJoin('merchant', 'merchant.id', 'contract.merchant_id')
    .groupBy(['contract.merchant_id', 'merchant.merchant_no', 'merchant.name'])
    .select([
      'contract.merchant_id as merchant_id',
      'merchant.merchant_no as merchant_no',
      'merchant.name as merchant_name',
      sql<number>`count(*)`.as('contract_count'),
      sql<number>`sum(case when contract.status = 1 then 1 else 0 end)`.as('pending_count'),
      sql<number>`sum(case when contract.status = 2 then 1 else 0 end)`.as('signed_count'),
      sql<number>`max(contract.end_time)`.as('last_end_time'),
    ]);
}

/** Streams a contract's document after checking its hash; a changed file is refused with the reason. */
function downloadRoute(app: FastifyInstance, resource: AnyResource, permission: string) {
  app.get<{ Querystring: { id: number } }>(
    `/${resource.key}/file`,
    {
      config: { access: { permission }, cookieAuth: true },
      schema: {
        tags: [resource.label],
        summary: '下载合同文件（校验文件哈希）',
        querystring: byIdQuery('合同编号'),
        response: fileResponse('PDF 文件'),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const db = engineDb(app.db);
      const row = await db
        .selectFrom('contract')
        .select(['id', 'contract_no', 'file_link', 'doc_hash', 'status'])
        .where('id', '=', request.query.id)
        .where(rowScope(db, app.dbKind, resource, auth, []))
        .executeTakeFirst();
      if (!row) throw new AppError(ApiCode.NOT_FOUND, '合同不存在', `id：${request.query.id}`);
      const bytes = await readCheckedDocument(app.config.dataDir, {
        file_link: String(row.file_link),
        doc_hash: String(row.doc_hash),
      });
      const no = String(row.contract_no);
      return reply
        .type('application/pdf')
        .header('x-content-sha256', String(row.doc_hash))
        .header(
          'content-disposition',
          `attachment; filename="contract-${no}.pdf"; filename*=UTF-8''${encodeURIComponent(`合同-${no}.pdf`)}`,
        )
        .send(bytes);
    },
  );
}

/**
 * Contracts (issue 22): the platform's 合同列表 with 上传/发起, 发送签署 and 终止; the merchant's 我的合同
 * with 签署 (only a 待签署 one); 签约商户; and the checked download on both sides.
 */
export const contractRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    crudRoutes(contractAdminResource, { hooks: adminHooks, actions: { 'send-sign': sendForSigning } }),
  );
  await app.register(
    crudRoutes(contractResource, {
      hooks: { decorateRows: decorate(`${contractResource.key}/file`) },
      actions: { sign },
    }),
  );
  await app.register(viewRoutes(contractMerchantView, { source: ({ db }) => merchantSource(db) }));
  downloadRoute(app, contractAdminResource, 'contract:contract:detail');
  downloadRoute(app, contractResource, 'account:contract:detail');
};
