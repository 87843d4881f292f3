import type { Prng } from './prng.js';

/**
 * Chinese plates as a lot's cameras read them: mostly the local city, then the rest of the province,
 * then the provinces whose people work there. About 8 % are new-energy plates (8 characters, green).
 */
export interface PlateRegion {
  /** Province abbreviation of the park's area (粤 for Shenzhen). */
  province: string;
  /** The issuing letter of the park's own city (B for Shenzhen). */
  cityLetter: string;
  /** Other letters of the same province, for cars from nearby cities. */
  provinceLetters: string;
  /** Provinces that send many cars to this one, with weights. */
  visitors: readonly (readonly [string, number])[];
}

/** Plate regions by the city part (first four digits) of a park's area code. */
export const PLATE_REGIONS: Readonly<Record<string, PlateRegion>> = {
  '4403': {
    province: '粤',
    cityLetter: 'B',
    provinceLetters: 'ASELFKMNQTHJ',
    visitors: [
      ['湘', 5],
      ['赣', 3],
      ['桂', 3],
      ['鄂', 2],
      ['川', 2],
      ['闽', 2],
      ['豫', 1],
    ],
  },
  '4401': {
    province: '粤',
    cityLetter: 'A',
    provinceLetters: 'BSELFKMNQTHJ',
    visitors: [
      ['湘', 4],
      ['桂', 3],
      ['赣', 2],
      ['琼', 1],
      ['闽', 1],
      ['川', 1],
    ],
  },
  '3301': {
    province: '浙',
    cityLetter: 'A',
    provinceLetters: 'BCDEFGHJKL',
    visitors: [
      ['沪', 4],
      ['苏', 4],
      ['皖', 3],
      ['赣', 2],
      ['闽', 1],
    ],
  },
  '5101': {
    province: '川',
    cityLetter: 'A',
    provinceLetters: 'BCDEFHJKLMQRSTUVWXYZ',
    visitors: [
      ['渝', 6],
      ['贵', 2],
      ['云', 1],
      ['陕', 1],
      ['甘', 1],
    ],
  },
};

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '0123456789';
// Spread once: the generator draws millions of characters for a benchmark load.
const LETTER_LIST = [...LETTERS];
const DIGIT_LIST = [...DIGITS];
const VISITOR_CITY_LETTERS = [
  ['A', 5],
  ['B', 2],
  ['C', 1],
  ['D', 1],
  ['E', 1],
  ['F', 1],
] as const;
const NEW_ENERGY_KINDS = [
  ['D', 70],
  ['F', 20],
  ['A', 3],
  ['E', 3],
  ['G', 2],
  ['K', 2],
] as const;
/** Share of new-energy plates, the national figure of recent years' registrations in large cities. */
export const NEW_ENERGY_SHARE = 0.08;

export interface GeneratedPlate {
  plate: string;
  /** PLATE_COLOR: 1 blue, 2 yellow, 5 green (new energy). */
  color: number;
}

function serialChar(prng: Prng, letterChance: number): string {
  return prng.chance(letterChance) ? prng.pick(LETTER_LIST) : prng.pick(DIGIT_LIST);
}

/** Where a car comes from: 80 % local province, three quarters of those from the park's own city. */
function prefixOf(prng: Prng, region: PlateRegion): string {
  if (prng.chance(0.8)) {
    const letter = prng.chance(0.75) ? region.cityLetter : prng.pick([...region.provinceLetters]);
    return `${region.province}${letter}`;
  }
  const province = prng.weighted(region.visitors);
  return `${province}${prng.weighted(VISITOR_CITY_LETTERS)}`;
}

export function generatePlate(prng: Prng, region: PlateRegion): GeneratedPlate {
  const prefix = prefixOf(prng, region);
  if (prng.chance(NEW_ENERGY_SHARE)) {
    // Small new-energy plates: D (battery) or F (hybrid), a few of the newer letters, then a letter
    // or digit and four digits. One in forty is a large vehicle: five digits then D or F.
    if (prng.chance(0.025)) {
      let digits = '';
      for (let i = 0; i < 5; i += 1) digits += prng.pick(DIGIT_LIST);
      return { plate: `${prefix}${digits}${prng.chance(0.7) ? 'D' : 'F'}`, color: 5 };
    }
    const kind = prng.weighted(NEW_ENERGY_KINDS);
    let tail = serialChar(prng, 0.3);
    for (let i = 0; i < 4; i += 1) tail += prng.pick(DIGIT_LIST);
    return { plate: `${prefix}${kind}${tail}`, color: 5 };
  }
  let serial = '';
  for (let i = 0; i < 5; i += 1) serial += serialChar(prng, i < 2 ? 0.25 : 0.1);
  // Yellow plates are trucks and coaches: few of them park in a city lot.
  return { plate: `${prefix}${serial}`, color: prng.chance(0.02) ? 2 : 1 };
}

/** The plate region of an area code, falling back to Shenzhen's for codes outside the table. */
export function regionOf(areaCode: string): PlateRegion {
  return PLATE_REGIONS[areaCode.slice(0, 4)] ?? PLATE_REGIONS['4403']!;
}
