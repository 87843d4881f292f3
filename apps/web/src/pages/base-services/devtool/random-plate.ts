import { PLATE_PROVINCES } from '@console/core';

/** Letters a plate may carry: never I or O, which read as 1 and 0. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '0123456789';

export type Random = () => number;

function pick(chars: string, random: Random): string {
  return chars[Math.floor(random() * chars.length)] ?? chars[0]!;
}

function digits(count: number, random: Random): string {
  return Array.from({ length: count }, () => pick(DIGITS, random)).join('');
}

/**
 * An ordinary 7-character plate as streets show them: a province, the issuing letter, then five
 * serial characters that are mostly digits with at most one letter (粤B3K721, 京A12345).
 */
export function randomPlate(random: Random = Math.random): string {
  const serial = digits(5, random).split('');
  if (random() < 0.4) serial[Math.floor(random() * 5)] = pick(LETTERS, random);
  return `${pick(PLATE_PROVINCES, random)}${pick(LETTERS, random)}${serial.join('')}`;
}

/** A small-car new-energy plate (8 characters, green): D electric or F hybrid, then five characters. */
export function randomNewEnergyPlate(random: Random = Math.random): string {
  const kind = random() < 0.7 ? 'D' : 'F';
  const second = random() < 0.3 ? pick(LETTERS, random) : pick(DIGITS, random);
  return `${pick(PLATE_PROVINCES, random)}${pick(LETTERS, random)}${kind}${second}${digits(4, random)}`;
}
