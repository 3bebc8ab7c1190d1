// The words that name each field in a server message (the form's labels in the current
// language, and the contract's own words), for putting a 400's message on its field.
import type { TFunction } from 'i18next';
import type { TopicKey } from '../../i18n-keys';
import type { FieldNames } from '../../kit';
import type { JobFormValues } from './job-form.schema';

export function jobFieldNames(t: TFunction): FieldNames<keyof JobFormValues> {
  const label = (key: TopicKey<'jobs'>) =>
    t(key)
      .replace(/（.*）|\(.*\)/, '')
      .trim();
  return {
    title: [label('jobs.title'), '职位名称'],
    jobType: [label('jobs.jobType'), '职位类型'],
    category: [label('jobs.category'), '职位类别'],
    salaryMin: [label('jobs.salaryMin'), '最低薪资'],
    salaryMax: [label('jobs.salaryMax'), '最高薪资'],
    city: [label('jobs.city'), '城市'],
    address: [label('jobs.address'), '工作地址', '地址'],
    degree: [label('jobs.degree'), '学历'],
    workYears: [label('jobs.workYears'), '经验', '工作年限'],
    headcount: [label('jobs.headcount'), '招聘人数'],
    description: [label('jobs.description'), '职位描述'],
    welfare: [label('jobs.welfare'), '福利'],
    contactName: [label('jobs.contactName'), '联系人'],
    contactMobile: [label('jobs.contactMobile'), '手机号', '联系电话'],
  };
}
