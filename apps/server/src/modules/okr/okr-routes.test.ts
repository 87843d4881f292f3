import { weightedProgress } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { createAccount } from '../../seed/tenant-builder.js';
import { engineClient } from '../../test/engine-client.js';
import { createTestApp } from '../../test/test-app.js';
import { buildTenantTree, type TenantTree } from '../../test/tenant-tree.js';

const CODES = [
  'okr:objective:list',
  'okr:objective:detail',
  'okr:objective:create',
  'okr:objective:update',
  'okr:objective:delete',
  'okr:key-result:create',
  'okr:key-result:update',
  'okr:key-result:delete',
  'okr:project:list',
  'okr:project:detail',
  'okr:project:create',
  'okr:project:update',
];

type Client = ReturnType<typeof engineClient>;

describe('okr', () => {
  let app: FastifyInstance;
  let tree: TenantTree;
  let objectives: Client;
  let keyResults: Client;
  let projects: Client;
  let timeline: Client;
  let token: string;
  let owner: number;
  let serial = 0;

  const subAccount = (merchantId: number) =>
    createAccount(
      app.db,
      {
        merchantId,
        account: `okr-member-${(serial += 1)}`,
        name: `成员${serial}`,
        password: '',
        passwordHash: 'not-a-hash',
        isMain: false,
        roleIds: [],
      },
      nowSeconds(),
    );
  const created = async (client: Client, body: object, as = token): Promise<number> => {
    const res = await client.create(as, body);
    expect(res.json(), res.body).toMatchObject({ code: 1001 });
    return res.json().payload.id as number;
  };
  const newObjective = (title = '提升车场收入') =>
    created(objectives, { title, owner_id: owner, period_type: 1, quarter: '2026-Q4', status: 1 });
  const storedProgress = async (id: number) =>
    Number(
      (
        await app.db
          .selectFrom('okr_objective')
          .select('progress')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).progress,
    );
  /** The invariant: the stored progress is the weighted progress of the key results as they are now. */
  const expectWeighted = async (objectiveId: number, context: string) => {
    const krs = await app.db
      .selectFrom('okr_key_result')
      .select(['weight', 'progress'])
      .where('objective_id', '=', objectiveId)
      .execute();
    const expected = weightedProgress(
      krs.map((kr) => ({ weight: Number(kr.weight), progress: Number(kr.progress) })),
    );
    expect(await storedProgress(objectiveId), context).toBe(expected);
    const detail = (await objectives.detail(token, objectiveId)).json().payload;
    expect(detail.progress_text, context).toBe(`${Number((expected / 100).toFixed(2))}%`);
  };

  beforeAll(async () => {
    app = await createTestApp();
    tree = await buildTenantTree(app, CODES);
    objectives = engineClient(app, 'okr/objective');
    keyResults = engineClient(app, 'okr/key-result');
    projects = engineClient(app, 'okr/project');
    timeline = engineClient(app, 'okr/timeline');
    token = tree.merchant.token;
    owner = await subAccount(tree.merchant.merchantId);
  });
  afterAll(async () => app.close());

  it('keeps a quarter objective and refuses an owner of another tenant or a range out of order', async () => {
    const id = await newObjective();
    const row = (await objectives.detail(token, id)).json().payload;
    expect(row).toMatchObject({
      quarter: '2026-Q4',
      owner_name: expect.stringMatching(/^成员/),
      progress_text: '0%',
    });
    // 2026-10-01 00:00 to 2026-12-31 23:59:59 China time.
    expect([row.start_time, row.end_time]).toEqual([1_790_784_000, 1_798_732_799]);

    const stranger = await subAccount(tree.outsider.merchantId);
    const refused = await objectives.create(token, {
      title: 'x',
      owner_id: stranger,
      period_type: 1,
      quarter: '2026-Q1',
      status: 0,
    });
    expect(refused.json()).toMatchObject({ message: '负责人须为本商户的账号' });
    const backwards = await objectives.create(token, {
      title: 'x',
      owner_id: owner,
      period_type: 2,
      start_time: 1_800_000_000,
      end_time: 1_790_000_000,
      status: 0,
    });
    expect(backwards.json()).toMatchObject({ message: '开始日期不能晚于结束日期' });
    const noQuarter = await objectives.create(token, {
      title: 'x',
      owner_id: owner,
      period_type: 1,
      status: 0,
    });
    expect(noQuarter.json()).toMatchObject({ message: '周期类型为季度时请填写季度' });
    const count = await app.db
      .selectFrom('okr_objective')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("always stores the key results' weighted progress, through creates, edits and removals", async () => {
    const id = await newObjective('进度目标');
    await expectWeighted(id, 'no key results');
    const a = await created(keyResults, {
      objective_id: id,
      title: '新增签约车场',
      owner_id: owner,
      weight: 30,
      measure: 1,
      target_value: 20,
      current_value: 10,
    });
    await expectWeighted(id, 'one key result');
    const b = await created(keyResults, {
      objective_id: id,
      title: '线上支付占比',
      owner_id: owner,
      weight: 70,
      measure: 2,
      current_value: 80,
    });
    // 30 × 50% + 70 × 80% = 71%
    expect(await storedProgress(id)).toBe(7100);
    await expectWeighted(id, 'two key results');

    expect((await keyResults.update(token, { id: a, current_value: 20 })).json().code).toBe(1002);
    expect(await storedProgress(id)).toBe(8600);
    await expectWeighted(id, 'after an edit of progress');
    await keyResults.update(token, { id: b, weight: 30 });
    await expectWeighted(id, 'after an edit of weight');
    expect((await keyResults.remove(token, a)).json().code).toBeLessThan(2000);
    expect(await storedProgress(id)).toBe(8000);
    await expectWeighted(id, 'after a removal');

    const events = (await timeline.list(token, { objective_id: id, page_size: 50 })).json().payload.row as {
      event: string;
      summary: string;
    }[];
    expect(events.map((event) => event.event).sort()).toEqual(
      [
        'objective_created',
        'key_result_created',
        'key_result_created',
        'progress_updated',
        'key_result_updated',
        'key_result_deleted',
      ].sort(),
    );
    expect(events.find((event) => event.event === 'progress_updated')?.summary).toBe(
      '关键结果「新增签约车场」进度 50% → 100%',
    );
  });

  it('holds the invariant over a random run of key-result writes', async () => {
    let seed = 20_261_128;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const id = await newObjective('随机目标');
    const live: number[] = [];
    for (let step = 0; step < 30; step += 1) {
      const roll = random();
      if (live.length === 0 || roll < 0.4) {
        live.push(
          await created(keyResults, {
            objective_id: id,
            title: `KR${step}`,
            owner_id: owner,
            weight: 1 + Math.floor(random() * 100),
            measure: 1 + Math.floor(random() * 2),
            target_value: 1 + Math.floor(random() * 500),
            current_value: Math.floor(random() * 600),
          }),
        );
      } else if (roll < 0.85) {
        const kr = live[Math.floor(random() * live.length)]!;
        const res = await keyResults.update(token, {
          id: kr,
          weight: 1 + Math.floor(random() * 100),
          current_value: Math.floor(random() * 600),
        });
        expect(res.json().code, res.body).toBe(1002);
      } else {
        const [kr] = live.splice(Math.floor(random() * live.length), 1);
        await keyResults.remove(token, kr!);
      }
      await expectWeighted(id, `seed 20261128 step ${step}`);
    }
  });

  it('keeps each tenant to its own objectives, key results and projects', async () => {
    const mine = await newObjective('本商户目标');
    const theirs = tree.outsider.token;
    expect((await objectives.detail(theirs, mine)).statusCode).toBe(404);
    const rows = (await objectives.list(theirs, { page_size: 100 })).json().payload.row as { id: number }[];
    expect(rows.some((row) => row.id === mine)).toBe(false);
    const outsiderOwner = await subAccount(tree.outsider.merchantId);
    const kr = await keyResults.create(theirs, {
      objective_id: mine,
      title: '越权',
      owner_id: outsiderOwner,
      weight: 10,
      measure: 2,
      current_value: 1,
    });
    expect(kr.json()).toMatchObject({ message: '目标不存在' });
    expect(await storedProgress(mine)).toBe(0);
    const project = await projects.create(theirs, {
      name: '越权项目',
      owner_id: outsiderOwner,
      objective_id: mine,
      start_time: 1_790_000_000,
      end_time: 1_800_000_000,
      status: 0,
    });
    expect(project.json()).toMatchObject({ message: '关联目标须为本商户的目标' });
    const events = (await timeline.list(theirs, { objective_id: mine })).json().payload.row as unknown[];
    expect(events).toHaveLength(0);
  });

  it('keeps a project with its owner, members of its own merchant and a linked objective', async () => {
    const objective = await newObjective('项目目标');
    const member = await subAccount(tree.merchant.merchantId);
    const stranger = await subAccount(tree.sibling.merchantId);
    const body = {
      name: '智慧停车改造',
      owner_id: owner,
      member_ids: [member, owner],
      objective_id: objective,
      start_time: 1_790_000_000,
      end_time: 1_800_000_000,
      status: 1,
    };
    const refused = await projects.create(token, { ...body, member_ids: [member, stranger] });
    expect(refused.json()).toMatchObject({ message: '成员须为本商户的账号' });
    const id = await created(projects, body);
    const row = (await projects.detail(token, id)).json().payload;
    expect(row).toMatchObject({
      objective_title: '项目目标',
      member_ids: [owner, member].sort((x, y) => x - y),
    });
    expect(row.member_names).toContain('、');
    expect((await projects.update(token, { id, member_ids: [member] })).json().code).toBe(1002);
    expect((await projects.detail(token, id)).json().payload.member_ids).toEqual([member]);
    const backwards = await projects.update(token, { id, start_time: 1_900_000_000 });
    expect(backwards.json()).toMatchObject({ message: '开始日期不能晚于结束日期' });
  });
});
