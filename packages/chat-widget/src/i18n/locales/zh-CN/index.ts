// zh-CN (the default): the spec's Chinese texts verbatim. One file per area of the widget.
import { actions } from './actions';
import { common } from './common';
import { composer } from './composer';

export const zhCN = { actions, composer, common };
