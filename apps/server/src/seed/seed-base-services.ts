import {
  DEFAULT_PRODUCT_AREAS,
  joinAreaList,
  PRODUCT_CATALOGUE,
  productResource,
  type ProductCode,
} from '@console/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRows } from './demo-rows.js';

const DESCRIPTIONS: Readonly<Record<ProductCode, string>> = {
  partner: '服务商平台：管理下属商户、停车场与结算',
  merchant: '商户平台：停车商户自主经营',
  advertiser: '广告主平台：投放与数据分析',
  parking: '停车场管理、停车记录、月卡与停车券',
  group: '集团客户的车场、固定车续费与集团发票',
  mcoupon: '商户向车主发放停车券',
  energy: '充电站、充电订单与能源客户',
  payment: '聚合支付、支付通道与物料',
  trading: '交易中心：订单与对账',
  settlement: '结算单、转账与扣款记录',
  profit: '分账规则与分账账单',
  invoice: '电子发票开具与开票记录',
  advertising: '广告计划、素材与投放分析',
  okr: '目标与关键成果管理',
  iot: '物联网终端、开放平台应用与二维码',
  system: '系统设置：应用配置、产品、权限、公告与红包活动',
  contract: '电子合同、平台用户与钱包',
  materiel: '物料申领与发放',
};

/** The product catalogue of core, with the areas each product enables by default. */
export async function seedProducts(trx: Transaction<Database>, now: number): Promise<void> {
  await insertDemoRows(
    trx,
    productResource,
    PRODUCT_CATALOGUE.map((product) => ({
      code: product.code,
      name: product.label,
      kind: product.kind,
      description: DESCRIPTIONS[product.code],
      permission_areas: joinAreaList(DEFAULT_PRODUCT_AREAS[product.code]),
      status: 1,
    })),
    now,
  );
}
