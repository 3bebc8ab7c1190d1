// The console's texts in zh-CN, one file per topic (STYLE.md 11); dotted keys, e.g. t('menu.home').
import { common } from './common';
import { menu } from './menu';
import { api } from './api';
import { login } from './login';
import { interview } from './interview';
import { kit } from './kit';
import { jobs } from './jobs';

export const messages = { common, menu, api, login, interview, kit, jobs };
