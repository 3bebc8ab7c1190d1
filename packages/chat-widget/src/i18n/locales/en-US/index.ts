import type { Catalogue } from '../../catalogue';
import { actions } from './actions';
import { common } from './common';
import { conversation } from './conversation';
import { composer } from './composer';
import { message } from './message';
import { panels } from './panels';
import { search } from './search';
import { shell } from './shell';

export const enUS: Catalogue = { actions, composer, common, shell, search, conversation, message, panels };
