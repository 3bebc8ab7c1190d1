// Messages of the console's feedback routes (issue 19), merged into the server's catalogue (../i18n.ts).
export const feedbackMessages: { zhCN: Record<string, string>; zhTW: Record<string, string>; enUS: Record<string, string> } = {
  zhCN: {
    'feedback.type.required': '请选择反馈类型',
    'feedback.content.required': '反馈内容不能为空',
    'feedback.content.tooLong': '反馈内容不能超过500个字',
    'feedback.images.tooMany': '截图最多3张',
    'feedback.images.invalid': '截图须为您本人上传的图片',
    'feedback.contact.invalid': '联系方式须为手机号或邮箱地址',
    'feedback.contact.tooLong': '联系方式不能超过50个字',
  },
  zhTW: {
    'feedback.type.required': '請選擇反饋類型',
    'feedback.content.required': '反饋內容不能為空',
    'feedback.content.tooLong': '反饋內容不能超過500個字',
    'feedback.images.tooMany': '截圖最多3張',
    'feedback.images.invalid': '截圖須為您本人上傳的圖片',
    'feedback.contact.invalid': '聯絡方式須為手機號或電子郵件地址',
    'feedback.contact.tooLong': '聯絡方式不能超過50個字',
  },
  enUS: {
    'feedback.type.required': 'choose a feedback type',
    'feedback.content.required': 'the feedback text cannot be empty',
    'feedback.content.tooLong': 'the feedback text must be at most 500 characters',
    'feedback.images.tooMany': 'at most 3 screenshots',
    'feedback.images.invalid': 'screenshots must be images you uploaded',
    'feedback.contact.invalid': 'the contact must be a mobile number or an email address',
    'feedback.contact.tooLong': 'the contact must be at most 50 characters',
  },
};
