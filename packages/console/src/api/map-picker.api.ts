// The map drawer's picker page (GET front/v1/common/map-picker): Tencent's location picker with
// the key set in the server's settings, a picker page of one's own, or null for none.
import { request } from './client';

export const fetchMapPicker = async (): Promise<string | null> => (await request<{ url: string | null }>('front/v1/common/map-picker')).url;
