// The console's build-time settings (Vite's import.meta.env).
interface ImportMetaEnv {
  /** The map picker page for the map drawer; manual entry without it. */
  readonly VITE_MAP_PICKER_URL?: string;
}
