import * as nodeBuild from '../src/node';
import * as pureBuild from '../src/index';

/** Both builds, so every behaviour is tested in each and their outputs can be compared. */
export const builds = [
  ['pure', pureBuild],
  ['node', nodeBuild],
] as const;

export const APP = 1400000000;
export const KEY = '5bd2850fff3ecb11d7c805251c51ee463a25727bddc2385f3fa8bfee1bb93b5e';
export const NOW = 1763768000;
