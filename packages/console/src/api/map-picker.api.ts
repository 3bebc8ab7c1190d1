// The map drawer's picker page (GET front/v1/common/map-picker): Tencent's location picker with
// the key set in the server's settings, a picker page of one's own, or null for none.
import { DICTIONARY_PATHS, pathTo, type MapPicker } from '@employment-cloud/api-contract';
import { request } from './client';

export const fetchMapPicker = async (): Promise<string | null> => (await request<MapPicker>(pathTo(DICTIONARY_PATHS.mapPicker))).url;
