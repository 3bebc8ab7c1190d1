// What the map drawer answers (spec §2): "longitude,latitude", an address and a name; parsed
// from the picker's message (Tencent's location picker posts latlng, poiaddress, poiname).
export interface MapResult {
  location: string;
  address: string;
  name: string;
}

export function parseMapMessage(data: unknown): MapResult | null {
  const value = typeof data === 'string' ? safeJson(data) : data;
  if (!value || typeof value !== 'object') return null;
  const v = value as {
    latlng?: { lat?: unknown; lng?: unknown };
    lat?: unknown;
    lng?: unknown;
    poiaddress?: unknown;
    address?: unknown;
    poiname?: unknown;
    name?: unknown;
  };
  const lat = Number(v.latlng?.lat ?? v.lat);
  const lng = Number(v.latlng?.lng ?? v.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || (v.latlng?.lat ?? v.lat) === undefined) return null;
  return { location: `${lng},${lat}`, address: String(v.poiaddress ?? v.address ?? ''), name: String(v.poiname ?? v.name ?? '') };
}

/** "longitude,latitude" typed by hand: both numbers, in range. */
export function isLocation(text: string): boolean {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return false;
  const [lng = NaN, lat = NaN] = parts.map(Number);
  return Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
