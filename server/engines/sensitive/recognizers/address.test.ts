import { describe, expect, it } from 'vitest';
import { findAddresses, matchAddress } from './address.js';

describe('addresses', () => {
  it('reads prefecture → municipality → block', () => {
    expect(matchAddress('東京都千代田区霞が関1-2-3')).toEqual({
      prefecture: true,
      municipality: true,
      block: true,
      postalCode: false,
    });
    expect(matchAddress('〒530-0005 大阪府大阪市北区中之島1丁目3番20号')).toEqual({
      prefecture: true,
      municipality: true,
      block: true,
      postalCode: true,
    });
    expect(matchAddress('横浜市中区本町6丁目50番地')).toMatchObject({
      prefecture: false,
      municipality: true,
      block: true,
    });
  });

  it('tells a place name from an address', () => {
    expect(matchAddress('長野県松本市')).toMatchObject({ municipality: true, block: false });
    expect(matchAddress('株式会社')).toBeUndefined();
  });

  it('reads English street addresses', () => {
    expect(matchAddress('368 Odie Forge, Uptonboro, IA 10622')?.block).toBe(true);
    expect(matchAddress('1600 Pennsylvania Avenue')?.block).toBe(true);
  });

  it('finds addresses in text', () => {
    expect(findAddresses('住所は東京都千代田区霞が関1-2-3です')).toEqual([
      '東京都千代田区霞が関1-2-3です',
    ]);
  });

  it('reads UK postcodes, flats and units, and streets without a number', () => {
    expect(matchAddress('Flat 3, 12 High Street, London SW1A 2AA')).toMatchObject({
      block: true,
      postalCode: true,
    });
    expect(matchAddress('Unit 5, Riverside Court')).toMatchObject({ block: true });
    expect(matchAddress('SW1A 1AA')).toMatchObject({ postalCode: true, block: false });
    expect(matchAddress('Maple Street')).toMatchObject({ block: false });
    expect(matchAddress('Lincoln Park')).toBeUndefined();
  });

  it('reads numbered-street addresses, in capitals too, and leaves a bare numbered street out', () => {
    expect(matchAddress('123 Main St')).toMatchObject({ block: true });
    expect(matchAddress('364 WEST  127 STREET')).toMatchObject({ block: true });
    expect(matchAddress('3-04 27 AVENUE')).toMatchObject({ block: true });
    expect(matchAddress('12 5th Avenue')).toMatchObject({ block: true });
    expect(matchAddress('82 STREET')).toBeUndefined();
    expect(findAddresses('Parcel left at 55 West 14th Street by the door')).toEqual([
      '55 West 14th Street',
    ]);
  });
});
