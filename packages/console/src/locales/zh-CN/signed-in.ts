// The zh-CN topics of the signed-in pages, brought by the signed-in gate's chunk and added to the
// app's catalogue there (i18n.ts, addSignedInTexts) before any signed-in page renders.
import { colleagues } from './colleagues';
import { company } from './company';
import { datas } from './datas';
import { datePicker } from './date-picker';
import { fairs } from './fairs';
import { feedback } from './feedback';
import { help } from './help';
import { home } from './home';
import { interview } from './interview';
import { interviews } from './interviews';
import { jobs } from './jobs';
import { kit } from './kit';
import { profile } from './profile';
import { submissions } from './submissions';
import { talent } from './talent';

export const signedInMessages = {
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
  help,
  datas,
  colleagues,
  company,
  datePicker,
};
