// Messages of the console's colleague routes (issue 19), merged into the server's catalogue (../i18n.ts).
// Each names its field with the words the console's form matches (用户名 / 姓名 / 手机号).
export const colleagueMessages: { zhCN: Record<string, string>; zhTW: Record<string, string>; enUS: Record<string, string> } = {
  zhCN: {
    'colleague.username.required': '请输入用户名',
    'colleague.username.pattern': '用户名须以字母开头，4到32位字母、数字或下划线',
    'colleague.username.taken': '用户名 {username} 已被使用',
    'colleague.name.required': '请输入姓名',
    'colleague.name.tooLong': '姓名不能超过20个字',
    'colleague.mobile.required': '请输入手机号',
    'colleague.notFound': '该同事不存在',
    'colleague.notSelf': '不能停用或重置自己的账号',
    'auth.accountDisabled': '该账号已停用，请联系企业主账号',
  },
  zhTW: {
    'colleague.username.required': '請輸入使用者名稱',
    'colleague.username.pattern': '使用者名稱須以字母開頭，4到32位字母、數字或底線',
    'colleague.username.taken': '使用者名稱 {username} 已被使用',
    'colleague.name.required': '請輸入姓名',
    'colleague.name.tooLong': '姓名不能超過20個字',
    'colleague.mobile.required': '請輸入手機號',
    'colleague.notFound': '該同事不存在',
    'colleague.notSelf': '不能停用或重設自己的帳號',
    'auth.accountDisabled': '該帳號已停用，請聯絡企業主帳號',
  },
  enUS: {
    'colleague.username.required': 'please enter a username',
    'colleague.username.pattern': 'the username must start with a letter: 4 to 32 letters, digits or underscores',
    'colleague.username.taken': 'the username {username} is already taken',
    'colleague.name.required': 'please enter a name',
    'colleague.name.tooLong': 'the name must be at most 20 characters',
    'colleague.mobile.required': 'please enter a mobile number',
    'colleague.notFound': 'no such colleague',
    'colleague.notSelf': 'you cannot disable or reset your own account',
    'auth.accountDisabled': 'this account has been disabled; please contact your company’s main admin',
  },
};
