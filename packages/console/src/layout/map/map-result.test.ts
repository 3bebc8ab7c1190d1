import { isLocation, parseMapMessage } from './map-result';

it('reads the picker message as "longitude,latitude", address and name', () => {
  expect(parseMapMessage({ module: 'locationPicker', latlng: { lat: 39.9, lng: 116.4 }, poiaddress: '北京市东城区', poiname: '天安门' })).toEqual({
    location: '116.4,39.9',
    address: '北京市东城区',
    name: '天安门',
  });
  expect(parseMapMessage('{"lat":"31.2","lng":"121.5","address":"上海","name":"外滩"}')).toEqual({ location: '121.5,31.2', address: '上海', name: '外滩' });
  expect(parseMapMessage({ type: 'other' })).toBeNull();
  expect(parseMapMessage('not json')).toBeNull();
});

it('checks a hand-typed location', () => {
  expect(isLocation('116.4, 39.9')).toBe(true);
  expect(isLocation('39.9')).toBe(false);
  expect(isLocation('200,10')).toBe(false);
  expect(isLocation('a,b')).toBe(false);
});
