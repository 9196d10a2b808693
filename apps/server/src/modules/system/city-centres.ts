/**
 * Where the city seats are, for turning a browser position into a city without a map service (the
 * storefront may not call one, and the area data package has no coordinates).
 *
 * The table covers every provincial-level capital (the municipalities, 香港, 澳门 and 台湾 included) and
 * the larger prefecture-level cities, keyed by GB/T 2260 code (the `areas` ids). A position is matched to
 * the nearest seat within `maxCityDistanceKm`; farther away the lookup answers nothing and the storefront
 * falls back to DEFAULT_LOCATION_AREA_CODE, rather than naming a city the visitor is not in.
 * Coordinates are the city centres in WGS 84 (what browsers report), to about 0.01°.
 */
export interface CityCentre {
  code: string;
  lat: number;
  lng: number;
}

export const maxCityDistanceKm = 150;

// [code, latitude, longitude]
const table: [string, number, number][] = [
  // Provincial-level capitals.
  ['110100', 39.904, 116.407], // 北京
  ['120100', 39.084, 117.201], // 天津
  ['130100', 38.042, 114.515], // 石家庄
  ['140100', 37.87, 112.549], // 太原
  ['150100', 40.842, 111.749], // 呼和浩特
  ['210100', 41.805, 123.431], // 沈阳
  ['220100', 43.817, 125.324], // 长春
  ['230100', 45.803, 126.535], // 哈尔滨
  ['310100', 31.23, 121.474], // 上海
  ['320100', 32.06, 118.797], // 南京
  ['330100', 30.274, 120.155], // 杭州
  ['340100', 31.821, 117.227], // 合肥
  ['350100', 26.074, 119.296], // 福州
  ['360100', 28.682, 115.858], // 南昌
  ['370100', 36.651, 117.12], // 济南
  ['410100', 34.747, 113.625], // 郑州
  ['420100', 30.593, 114.305], // 武汉
  ['430100', 28.228, 112.939], // 长沙
  ['440100', 23.129, 113.264], // 广州
  ['450100', 22.817, 108.366], // 南宁
  ['460100', 20.044, 110.199], // 海口
  ['500100', 29.563, 106.551], // 重庆城区
  ['510100', 30.573, 104.066], // 成都
  ['520100', 26.647, 106.63], // 贵阳
  ['530100', 24.88, 102.833], // 昆明
  ['540100', 29.652, 91.172], // 拉萨
  ['610100', 34.341, 108.94], // 西安
  ['620100', 36.061, 103.834], // 兰州
  ['630100', 36.617, 101.778], // 西宁
  ['640100', 38.487, 106.231], // 银川
  ['650100', 43.825, 87.617], // 乌鲁木齐
  ['710100', 25.033, 121.565], // 台湾（台北）
  ['810100', 22.32, 114.169], // 香港
  ['820100', 22.199, 113.544], // 澳门
  // Larger prefecture-level cities.
  ['130200', 39.63, 118.18], // 唐山
  ['130400', 36.625, 114.539], // 邯郸
  ['130600', 38.874, 115.465], // 保定
  ['140200', 40.077, 113.3], // 大同
  ['150200', 40.657, 109.84], // 包头
  ['150700', 49.211, 119.766], // 呼伦贝尔
  ['210200', 38.914, 121.615], // 大连
  ['220200', 43.838, 126.55], // 吉林
  ['230200', 47.354, 123.918], // 齐齐哈尔
  ['320200', 31.491, 120.312], // 无锡
  ['320300', 34.205, 117.285], // 徐州
  ['320400', 31.811, 119.974], // 常州
  ['320500', 31.299, 120.585], // 苏州
  ['320600', 31.98, 120.894], // 南通
  ['330200', 29.868, 121.544], // 宁波
  ['330300', 27.994, 120.699], // 温州
  ['330400', 30.746, 120.756], // 嘉兴
  ['330500', 30.894, 120.087], // 湖州
  ['330600', 29.997, 120.582], // 绍兴
  ['330700', 29.079, 119.647], // 金华
  ['331000', 28.656, 121.421], // 台州
  ['340200', 31.353, 118.433], // 芜湖
  ['341000', 29.715, 118.338], // 黄山
  ['350200', 24.48, 118.089], // 厦门
  ['350500', 24.874, 118.676], // 泉州
  ['360400', 29.705, 116.002], // 九江
  ['360700', 25.831, 114.935], // 赣州
  ['370200', 36.067, 120.383], // 青岛
  ['370600', 37.464, 121.448], // 烟台
  ['370700', 36.707, 119.162], // 潍坊
  ['371300', 35.105, 118.356], // 临沂
  ['410300', 34.62, 112.454], // 洛阳
  ['420500', 30.692, 111.287], // 宜昌
  ['420600', 32.009, 112.122], // 襄阳
  ['430200', 27.828, 113.134], // 株洲
  ['430600', 29.357, 113.129], // 岳阳
  ['440300', 22.543, 114.058], // 深圳
  ['440400', 22.271, 113.577], // 珠海
  ['440500', 23.354, 116.682], // 汕头
  ['440600', 23.022, 113.122], // 佛山
  ['441300', 23.112, 114.416], // 惠州
  ['441900', 23.021, 113.752], // 东莞
  ['442000', 22.517, 113.392], // 中山
  ['450200', 24.326, 109.416], // 柳州
  ['450300', 25.274, 110.29], // 桂林
  ['460200', 18.253, 109.512], // 三亚
  ['510700', 31.468, 104.679], // 绵阳
  ['520300', 27.726, 106.927], // 遵义
  ['530700', 26.856, 100.227], // 丽江
  ['532900', 25.606, 100.267], // 大理
  ['540200', 29.267, 88.881], // 日喀则
  ['610300', 34.362, 107.238], // 宝鸡
  ['620200', 39.773, 98.29], // 嘉峪关
  ['650200', 45.579, 84.889], // 克拉玛依
  ['652900', 41.169, 80.26], // 阿克苏
  ['653100', 39.47, 75.99], // 喀什
];

export const cityCentres: readonly CityCentre[] = table.map(([code, lat, lng]) => ({ code, lat, lng }));

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The nearest city seat within `maxCityDistanceKm` of a position, or null. */
export function nearestCity(
  lat: number,
  lng: number,
  centres: readonly CityCentre[] = cityCentres,
): (CityCentre & { km: number }) | null {
  let best: (CityCentre & { km: number }) | null = null;
  for (const centre of centres) {
    const km = distanceKm(lat, lng, centre.lat, centre.lng);
    if (km <= maxCityDistanceKm && (!best || km < best.km)) best = { ...centre, km };
  }
  return best;
}
