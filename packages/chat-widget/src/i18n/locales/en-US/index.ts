import type { Catalogue } from '../../catalogue';
import { actions } from './actions';
import { common } from './common';
import { conversation } from './conversation';
import { forward } from './forward';
import { panels } from './panels';
import { previewer } from './previewer';
import { search } from './search';
import { shell } from './shell';
import { time } from './time';

export const enUS: Catalogue = { actions, common, shell, search, conversation, time, panels, previewer, forward };
