import type { Catalogue } from '../../catalogue';
import { actions } from './actions';
import { common } from './common';
import { conversation } from './conversation';
import { message } from './message';
import { forward } from './forward';
import { panels } from './panels';
import { previewer } from './previewer';
import { search } from './search';
import { shell } from './shell';

export const enUS: Catalogue = { actions, common, shell, search, conversation, message, panels, previewer, forward };
