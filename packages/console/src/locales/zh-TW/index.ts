// The console's texts in zh-TW, one file per topic (docs/development.md §5, rule 11); dotted keys,
// e.g. t('menu.home').
import { common } from './common';
import { menu } from './menu';
import { api } from './api';
import { login } from './login';
import { interview } from './interview';
import { kit } from './kit';
import { jobs } from './jobs';
import { home } from './home';
import { submissions } from './submissions';
import { talent } from './talent';
import { interviews } from './interviews';
import { profile } from './profile';
import { fairs } from './fairs';
import { feedback } from './feedback';
import { documents } from './documents';
import { help } from './help';
import { datas } from './datas';
import { colleagues } from './colleagues';
import { company } from './company';
import { datePicker } from './date-picker';

export const messages = {
  common,
  menu,
  api,
  login,
  interview,
  kit,
  jobs,
  home,
  submissions,
  talent,
  interviews,
  profile,
  fairs,
  feedback,
  documents,
  help,
  datas,
  colleagues,
  company,
  datePicker,
};
