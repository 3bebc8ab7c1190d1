// zh-CN (the default): the spec's Chinese texts verbatim. One file per area of the widget.
import { common } from './common';

export const zhCN = { common };
