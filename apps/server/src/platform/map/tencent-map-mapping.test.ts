import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { mapTencentGeocode, mapTencentPlaces } from './tencent-map-mapping.js';
import { TencentMapProvider } from './tencent-map-provider.js';

// Answers in the shape Tencent's WebService documents (place/v1/suggestion, place/v1/search, geocoder/v1).
const SUGGESTION = {
  status: 0,
  message: 'query ok',
  count: 1,
  request_id: '1b2f4a',
  data: [
    {
      id: '2199027905900',
      title: '南山区',
      address: '广东省深圳市南山区',
      category: '地名地址:行政地名',
      type: 4,
      location: { lat: 22.53332, lng: 113.93041 },
      adcode: 440305,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
    },
  ],
};

const SEARCH = {
  status: 0,
  message: 'query ok',
  count: 36,
  request_id: '7c1e90',
  data: [
    {
      id: '3629720141162880123',
      title: '深圳湾公园',
      address: '广东省深圳市南山区滨海大道',
      tel: '',
      category: '旅游景点:公园',
      type: 0,
      location: { lat: 22.50781, lng: 113.94657 },
      _distance: 1280.5,
      ad_info: { adcode: 440305, province: '广东省', city: '深圳市', district: '南山区' },
    },
  ],
};

const GEOCODER = {
  status: 0,
  message: 'query ok',
  request_id: '5d6a21',
  result: {
    location: { lat: 22.53, lng: 113.93 },
    address: '广东省深圳市南山区南山大道',
    formatted_addresses: { recommend: '南山区政府附近', rough: '南山区' },
    address_component: {
      nation: '中国',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      street: '南山大道',
    },
    ad_info: {
      nation_code: '156',
      adcode: '440305',
      city_code: '156440300',
      name: '中国,广东省,深圳市,南山区',
      location: { lat: 22.533, lng: 113.93 },
      nation: '中国',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
    },
  },
};

const SHENZHEN_NANSHAN = { adcode: '440305', province: '广东省', city: '深圳市', district: '南山区' };

describe('Tencent map answers', () => {
  it('maps a suggestion, whose division sits beside the title', () => {
    expect(mapTencentPlaces(SUGGESTION)).toEqual({
      count: 1,
      data: [
        {
          id: '2199027905900',
          title: '南山区',
          address: '广东省深圳市南山区',
          location: { lat: 22.53332, lng: 113.93041 },
          ad_info: SHENZHEN_NANSHAN,
        },
      ],
    });
  });

  it('maps a place search, whose division is nested in ad_info', () => {
    const list = mapTencentPlaces(SEARCH);
    expect(list.count).toBe(36);
    expect(list.data[0]).toMatchObject({ title: '深圳湾公园', ad_info: SHENZHEN_NANSHAN });
  });

  it('maps a reverse geocode', () => {
    expect(mapTencentGeocode(GEOCODER)).toEqual({
      result: {
        address: '广东省深圳市南山区南山大道',
        location: { lat: 22.53, lng: 113.93 },
        ad_info: SHENZHEN_NANSHAN,
      },
    });
  });

  it('turns a failed status into our codes: 3xx the query’s fault, the rest ours', () => {
    expect(() => mapTencentPlaces({ status: 311, message: 'key格式错误' })).toThrow(AppError);
    const query = (() => {
      try {
        mapTencentPlaces({ status: 310, message: '请求参数信息有误' });
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(query?.code).toBe(1400);
    const quota = (() => {
      try {
        mapTencentGeocode({ status: 121, message: '此key每日调用量已达到上限' });
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(quota?.code).toBe(5003);
  });

  it('builds requests with the key and without a network', async () => {
    const urls: string[] = [];
    const provider = new TencentMapProvider('KEY-123', async (url) => {
      urls.push(url);
      return { ok: true, status: 200, json: async () => SUGGESTION };
    });
    const list = await provider.suggestion({
      keyword: '南山',
      region: '深圳',
      regionFix: true,
      pageSize: 10,
      pageIndex: 1,
    });
    expect(list.data[0]?.ad_info.adcode).toBe('440305');
    const url = new URL(urls[0]!);
    expect(url.origin + url.pathname).toBe('https://apis.map.qq.com/ws/place/v1/suggestion');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: '南山',
      region: '深圳',
      region_fix: '1',
      page_size: '10',
      page_index: '1',
      output: 'json',
      key: 'KEY-123',
    });
  });
});
