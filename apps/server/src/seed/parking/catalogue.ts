/**
 * The tenants and parks of the parking demo: three partners in three regions, each with merchants
 * that run real-sounding lots at real addresses (area codes from the offline area dataset).
 * Money is fen. The demo `merchant` (300001, under the demo `partner` 200001) runs the first three.
 */
export interface DemoRule {
  name: string;
  free_minutes: number;
  unit_minutes: number;
  unit_price: number;
  daily_cap: number;
}

export interface DemoPark {
  /** Stable key: g_park_uuid is derived from it, so reseeding yields the same ids for links. */
  key: string;
  name: string;
  area_code: string;
  address: string;
  location: string;
  total_spaces: number;
  /** 1 leave first and pay later, 2 pay before leaving. */
  charge_mode: 1 | 2;
  contact_name: string;
  contact_mobile: string;
  rule: DemoRule;
  /** An older rule kept disabled, as lots that changed their prices have. */
  oldRule?: DemoRule;
  entryGates: readonly string[];
  exitGates: readonly string[];
  /** Relative traffic: records are shared among parks by this weight. */
  traffic: number;
}

export interface DemoMerchant {
  merchantNo: string;
  name: string;
  contactName: string;
  contactMobile: string;
  parks: readonly DemoPark[];
}

export interface DemoPartner {
  /** An existing tenant (the demo partner) is looked up by number instead of created. */
  existing: boolean;
  merchantNo: string;
  name: string;
  contactName: string;
  contactMobile: string;
  merchants: readonly DemoMerchant[];
}

const rule = (
  name: string,
  free_minutes: number,
  unit_minutes: number,
  unit_price: number,
  daily_cap: number,
): DemoRule => ({ name, free_minutes, unit_minutes, unit_price, daily_cap });

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  {
    existing: true,
    merchantNo: '200001',
    name: '深圳前海智行科技有限公司',
    contactName: '陈立',
    contactMobile: '13800138001',
    merchants: [
      {
        merchantNo: '300001',
        name: '深圳福田中心停车场',
        contactName: '王芳',
        contactMobile: '13800138002',
        parks: [
          {
            key: 'sz-futian-cbd',
            name: '福田CBD卓越世纪中心停车场',
            area_code: '440304',
            address: '广东省深圳市福田区福华三路88号卓越世纪中心B1-B3',
            location: '22.535412,114.058531',
            total_spaces: 1200,
            charge_mode: 1,
            contact_name: '刘建国',
            contact_mobile: '13923456781',
            rule: rule('临时车标准收费', 15, 60, 1000, 8000),
            oldRule: rule('临时车收费（2025版）', 15, 60, 800, 6000),
            entryGates: ['B1东入口', 'B1西入口'],
            exitGates: ['B1东出口', 'B1西出口'],
            traffic: 1.4,
          },
          {
            key: 'sz-nanshan-tech',
            name: '南山科技园科兴科学园停车场',
            area_code: '440305',
            address: '广东省深圳市南山区科苑路15号科兴科学园A栋地下',
            location: '22.548127,113.943268',
            total_spaces: 900,
            charge_mode: 2,
            contact_name: '黄晓明',
            contact_mobile: '13823456782',
            rule: rule('临时车收费', 30, 30, 400, 5000),
            entryGates: ['科苑路入口', '高新南一道入口'],
            exitGates: ['科苑路出口', '高新南一道出口'],
            traffic: 1.2,
          },
          {
            key: 'sz-luohu-station',
            name: '罗湖火车站东广场停车场',
            area_code: '440303',
            address: '广东省深圳市罗湖区建设路1001号东广场地下',
            location: '22.532876,114.117935',
            total_spaces: 650,
            charge_mode: 1,
            contact_name: '周海涛',
            contact_mobile: '13723456783',
            rule: rule('临时车收费', 10, 30, 500, 6000),
            entryGates: ['东广场入口'],
            exitGates: ['东广场出口', '人民南路出口'],
            traffic: 1.0,
          },
        ],
      },
      {
        merchantNo: '300002',
        name: '深圳宝安壹方城商业管理有限公司',
        contactName: '吴婷',
        contactMobile: '13612345670',
        parks: [
          {
            key: 'sz-baoan-mall',
            name: '宝安壹方城购物中心停车场',
            area_code: '440306',
            address: '广东省深圳市宝安区新湖路99号壹方城B2',
            location: '22.555763,113.883411',
            total_spaces: 1800,
            charge_mode: 1,
            contact_name: '吴婷',
            contact_mobile: '13612345670',
            rule: rule('购物中心临停收费', 60, 60, 600, 4000),
            entryGates: ['新湖路入口', '海城路入口', '宝兴路入口'],
            exitGates: ['新湖路出口', '海城路出口'],
            traffic: 1.3,
          },
        ],
      },
      {
        // The demo group customer (seed-demo.ts creates it as kind group): it owns its lots, so the
        // engine's tenant scope shows the group all of them and nothing of any other lot.
        merchantNo: '400001',
        name: '华润置地物业集团',
        contactName: '赵敏',
        contactMobile: '13800138003',
        parks: [
          {
            key: 'sz-crland-tower',
            name: '华润大厦停车场',
            area_code: '440303',
            address: '广东省深圳市罗湖区深南东路5001号华润大厦B1-B2',
            location: '22.541802,114.115601',
            total_spaces: 600,
            charge_mode: 1,
            contact_name: '郑凯',
            contact_mobile: '13912345601',
            rule: rule('写字楼临停收费', 15, 60, 800, 6000),
            entryGates: ['深南东路入口'],
            exitGates: ['深南东路出口'],
            traffic: 0.8,
          },
          {
            key: 'sz-crland-city',
            name: '华润城万象天地停车场',
            area_code: '440305',
            address: '广东省深圳市南山区深南大道9668号万象天地B2-B3',
            location: '22.541175,113.953724',
            total_spaces: 1500,
            charge_mode: 2,
            contact_name: '钱磊',
            contact_mobile: '13912345602',
            rule: rule('商业综合体临停收费', 30, 60, 600, 5000),
            entryGates: ['科发路入口', '铜鼓路入口'],
            exitGates: ['科发路出口', '铜鼓路出口'],
            traffic: 1.1,
          },
          {
            key: 'sz-crland-bay',
            name: '深圳湾万象城停车场',
            area_code: '440305',
            address: '广东省深圳市南山区中心路2888号深圳湾万象城B1-B3',
            location: '22.518842,113.943566',
            total_spaces: 1100,
            charge_mode: 1,
            contact_name: '孙涛',
            contact_mobile: '13912345603',
            rule: rule('购物中心临停收费', 60, 60, 500, 4500),
            entryGates: ['中心路入口', '海德三道入口'],
            exitGates: ['中心路出口', '海德三道出口'],
            traffic: 1.0,
          },
        ],
      },
    ],
  },
  {
    existing: false,
    merchantNo: '200002',
    name: '广州天河云泊科技有限公司',
    contactName: '梁志强',
    contactMobile: '13902223456',
    merchants: [
      {
        merchantNo: '300101',
        name: '广州珠江新城停车管理有限公司',
        contactName: '何丽萍',
        contactMobile: '13902228765',
        parks: [
          {
            key: 'gz-tianhe-zjnc',
            name: '珠江新城花城汇停车场',
            area_code: '440106',
            address: '广东省广州市天河区花城大道87号花城汇地下',
            location: '23.120412,113.324925',
            total_spaces: 1000,
            charge_mode: 2,
            contact_name: '何丽萍',
            contact_mobile: '13902228765',
            rule: rule('临时车收费', 15, 60, 1200, 10000),
            entryGates: ['花城大道入口', '冼村路入口'],
            exitGates: ['花城大道出口', '冼村路出口'],
            traffic: 1.1,
          },
          {
            key: 'gz-yuexiu-bjl',
            name: '越秀北京路步行街停车场',
            area_code: '440104',
            address: '广东省广州市越秀区北京路238号地下',
            location: '23.125736,113.269421',
            total_spaces: 420,
            charge_mode: 1,
            contact_name: '陈伟',
            contact_mobile: '13902221357',
            rule: rule('临时车收费', 15, 60, 1000, 0),
            entryGates: ['北京路入口'],
            exitGates: ['文德路出口'],
            traffic: 0.7,
          },
        ],
      },
    ],
  },
  {
    existing: false,
    merchantNo: '200003',
    name: '杭州城泊智慧停车服务有限公司',
    contactName: '沈佳怡',
    contactMobile: '13757112345',
    merchants: [
      {
        merchantNo: '300201',
        name: '杭州湖滨商圈停车管理有限公司',
        contactName: '徐斌',
        contactMobile: '13757118888',
        parks: [
          {
            key: 'hz-xihu-hubin',
            name: '湖滨银泰in77停车场',
            area_code: '330102',
            address: '浙江省杭州市上城区延安路258号in77地下',
            location: '30.258902,120.164632',
            total_spaces: 800,
            charge_mode: 1,
            contact_name: '徐斌',
            contact_mobile: '13757118888',
            rule: rule('临时车收费', 30, 30, 500, 0),
            entryGates: ['延安路入口', '东坡路入口'],
            exitGates: ['延安路出口', '东坡路出口'],
            traffic: 1.0,
          },
          {
            key: 'hz-xihu-xixi',
            name: '西溪印象城停车场',
            area_code: '330106',
            address: '浙江省杭州市西湖区文一西路588号',
            location: '30.287561,120.066982',
            total_spaces: 1500,
            charge_mode: 1,
            contact_name: '张凯',
            contact_mobile: '13757116543',
            rule: rule('临时车收费', 60, 60, 500, 3000),
            entryGates: ['文一西路入口', '五常大道入口'],
            exitGates: ['文一西路出口', '五常大道出口'],
            traffic: 0.9,
          },
        ],
      },
      {
        merchantNo: '300202',
        name: '成都春熙路商业停车有限公司',
        contactName: '罗静',
        contactMobile: '13880012345',
        parks: [
          {
            key: 'cd-jinjiang-taikoo',
            name: '春熙路太古里停车场',
            area_code: '510104',
            address: '四川省成都市锦江区中纱帽街8号太古里地下',
            location: '30.652746,104.083491',
            total_spaces: 700,
            charge_mode: 2,
            contact_name: '罗静',
            contact_mobile: '13880012345',
            rule: rule('临时车收费', 15, 60, 800, 8000),
            entryGates: ['中纱帽街入口'],
            exitGates: ['中纱帽街出口', '大慈寺路出口'],
            traffic: 1.0,
          },
        ],
      },
    ],
  },
];

/** The park the demo clerk's role is limited to (table role_park). */
export const CLERK_PARK_KEY = 'sz-futian-cbd';

/** Reasons a car was blacklisted, as lot operators write them. */
export const BLACKLIST_REASONS = [
  '多次逃费，累计欠费未缴',
  '冲闸逃逸，已报警备案',
  '恶意占用消防通道',
  '套牌嫌疑，待核实',
  '长期占用充电车位不挪车',
];

/** Reasons for a manual release at the booth. */
export const RELEASE_REASONS = [
  '车牌识别失败，人工核对后放行',
  '消防、救护等特种车辆执行任务',
  '车主已线下补缴，系统未同步',
  '物业工作车辆临时进出',
  '网络故障，无法在线缴费',
  '领导来访车辆，经理批准免费',
];
