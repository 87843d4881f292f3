import type { ParkOption, ParkSearch } from '../park-selector';

const NAMES = [
  '福田中心区购物公园停车场',
  '深圳会展中心地下停车场',
  '市民中心B区停车场',
  '华强北赛格广场停车场',
  '车公庙泰然工业区停车场',
  '香蜜湖度假村停车场',
  '上沙村综合楼停车场',
  '南山科技园科兴科学园停车场',
  '深圳湾科技生态园停车场',
  '海岸城购物中心停车场',
  '蛇口海上世界停车场',
  '前海嘉里中心停车场',
  '宝安中心区壹方城停车场',
  '宝安国际机场T3停车楼',
  '西乡天虹商场停车场',
  '龙华壹方天地停车场',
  '民治大道星河WORLD停车场',
  '坂田华为基地访客停车场',
  '龙岗万达广场停车场',
  '大运中心体育馆停车场',
  '布吉东方半岛停车场',
  '罗湖万象城停车场',
  '东门老街步行街停车场',
  '国贸大厦地下停车场',
  '莲花山公园北门停车场',
  '笔架山公园停车场',
  '盐田大梅沙海滨公园停车场',
  '光明新区光明大街停车场',
  '坪山高铁站停车场',
  '大鹏新区较场尾停车场',
];

export const SAMPLE_PARKS: ParkOption[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  g_park_uuid: `sample-park-${String(index + 1).padStart(2, '0')}`,
}));

/** A stand-in for GET park/simple-list until the server has it: name contains the keyword. */
export const searchSampleParks: ParkSearch = async (keyword) =>
  SAMPLE_PARKS.filter((park) => park.name.includes(keyword));
