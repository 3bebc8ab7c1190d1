// Any code opens the map drawer with `pickLocation()`; the layout's <MapDrawer> answers.
import type { MapResult } from './map-result';

type Opener = (resolve: (result: MapResult | null) => void) => void;
let opener: Opener | null = null;

/** Registers the mounted drawer (the layout's). */
export function registerMapDrawer(open: Opener | null): void {
  opener = open;
}

/** Opens the drawer; resolves with the picked place, or null when closed without one. */
export function pickLocation(): Promise<MapResult | null> {
  return new Promise((resolve) => (opener ? opener(resolve) : resolve(null)));
}
