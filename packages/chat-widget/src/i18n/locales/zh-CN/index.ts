// zh-CN (the default): the spec's Chinese texts verbatim. One file per area of the widget.
import { actions } from './actions';
import { common } from './common';
import { conversation } from './conversation';
import { forward } from './forward';
import { panels } from './panels';
import { previewer } from './previewer';
import { search } from './search';
import { shell } from './shell';
import { time } from './time';

export const zhCN = { actions, common, shell, search, conversation, time, panels, previewer, forward };
