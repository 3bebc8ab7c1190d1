// Types of compress-assets.mjs, for the server's tests that use it.
export declare const TEXT_EXTENSIONS: Set<string>;
export declare const BUILT_FRONT_ENDS: string[];
export interface Compressed {
  file: string;
  bytes: number;
  /** 0 when the copy would not have been smaller, so none was written. */
  br: number;
  gzip: number;
}
export declare function precompress(dirs: string[]): Promise<Compressed[]>;
