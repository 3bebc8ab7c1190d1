// What the resume drawer's tests share: a resume as GET front/v1/resume/:id answers it.
import type { Resume } from '@employment-cloud/api-contract';

/** 李雷's resume (id 7, candidate 3), with a Word file: nothing is fetched for a preview. */
export const resume: Resume = {
  id: 7,
  profile: {
    candidateId: 3,
    chatId: 'u3',
    name: '李雷',
    avatar: null,
    sex: '1',
    age: 28,
    degree: '本科',
    workYears: 5,
    workStatus: '在职-考虑机会',
    mobile: '13800138000',
    email: 'li@example.com',
    isOpen: true,
    updatedAt: '2026-11-20T08:30:00.000Z',
  },
  education: { degree: '本科', major: '软件工程' },
  experience: '五年前端开发',
  expectations: [{ id: 1, position: '前端工程师', city: '上海', salaryMin: 15000, salaryMax: 22500 }],
  file: { id: 9, name: '李雷的简历.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  download: {
    url: '/front/v1/common/file/downResume/7',
    name: '李雷的简历.docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};
