import { describe, expect, it } from 'vitest';
import { isPlate, PLATE_PROVINCES } from './plate.js';

describe('isPlate', () => {
  it.each([
    ['粤B12345', 'ordinary'],
    ['京A88888', 'ordinary'],
    ['沪AB1234', 'ordinary with two letters'],
    ['川A1234X', 'ordinary ending with a letter'],
    ['京AD12345', 'small new-energy, electric'],
    ['粤BF12345', 'small new-energy, hybrid'],
    ['粤BDA1234', 'small new-energy, letter after D'],
    ['粤B12345D', 'large new-energy, electric'],
    ['苏E12345F', 'large new-energy, hybrid'],
    ['粤B1234警', 'police'],
    ['辽A1234学', 'driving school'],
    ['鲁B1234挂', 'trailer'],
    ['粤Z1234港', 'Hong Kong entry'],
    ['粤Z1234澳', 'Macau entry'],
    ['沪A1234领', 'consulate'],
    ['京A1234使', 'embassy, suffix form'],
    ['使123456', 'embassy, older form'],
    ['粤BA12345', 'small new-energy, 2021 electric series'],
    ['浙AG12345', 'small new-energy, 2021 hybrid series'],
  ])('accepts %s (%s)', (value) => {
    expect(isPlate(value)).toBe(true);
  });

  it.each([
    ['粤BD12345F', '9 characters'],
    ['粤B1234', '6 characters'],
    ['粤BL12345', '8 characters with a letter no new-energy series uses'],
    ['粤BD1234A', 'small new-energy ending with a letter'],
    ['粤B1234D5', 'D/F in neither position'],
    ['粤B12345G', 'large new-energy with G'],
    ['粤BDI1234', 'I in the serial'],
    ['粤I12345', 'I as authority letter'],
    ['粤O12345', 'O as authority letter'],
    ['港B12345', '港 is no province'],
    ['粤b12345', 'lowercase'],
    ['粤B·12345', 'separator'],
    ['粤B 12345', 'space'],
    ['粤112345', 'digit as authority letter'],
    ['粤B123警5', 'suffix not at the end'],
    ['粤B12345警', 'suffix after five characters'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isPlate(value)).toBe(false);
  });

  it('accepts every province abbreviation', () => {
    expect([...PLATE_PROVINCES]).toHaveLength(31);
    for (const province of PLATE_PROVINCES) expect(isPlate(`${province}A12345`)).toBe(true);
  });
});
