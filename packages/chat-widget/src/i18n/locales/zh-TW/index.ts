import type { Catalogue } from '../../catalogue';
import { actions } from './actions';
import { common } from './common';
import { conversation } from './conversation';
import { composer } from './composer';
import { message } from './message';
import { forward } from './forward';
import { previewer } from './previewer';
import { shell } from './shell';

export const zhTW: Catalogue = { actions, composer, common, shell, conversation, message, previewer, forward };
