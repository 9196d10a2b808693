import { describe, expect, it } from 'vitest';
import { buildAreaRows } from '../../seed/generators/areas';
import { cityCentres, distanceKm, maxCityDistanceKm, nearestCity } from './city-centres';

describe('city centres', () => {
  it('names only cities that exist in the area data, each once', () => {
    const cities = new Map(
      buildAreaRows({ towns: false })
        .filter((row) => row.level === 2)
        .map((row) => [row.id, row.name]),
    );
    for (const centre of cityCentres) expect(cities.has(centre.code), centre.code).toBe(true);
    expect(new Set(cityCentres.map((c) => c.code)).size).toBe(cityCentres.length);
  });

  it('measures great-circle distances', () => {
    // 北京 to 上海 is about 1,070 km.
    expect(distanceKm(39.904, 116.407, 31.23, 121.474)).toBeGreaterThan(1050);
    expect(distanceKm(39.904, 116.407, 31.23, 121.474)).toBeLessThan(1090);
    expect(distanceKm(30, 120, 30, 120)).toBe(0);
  });

  it('picks the nearest seat and gives up beyond the limit', () => {
    expect(nearestCity(22.55, 114.1)?.code).toBe('440300');
    expect(nearestCity(30.6, 114.3)?.code).toBe('420100');
    expect(nearestCity(48.85, 2.35)).toBeNull();
    const lonely = [{ code: '1', lat: 0, lng: 0 }];
    // One degree of latitude is about 111 km.
    expect(nearestCity(1, 0, lonely)?.km).toBeLessThan(maxCityDistanceKm);
    expect(nearestCity(2, 0, lonely)).toBeNull();
  });
});
