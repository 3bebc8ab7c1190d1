// The pages a visitor without a session may open (docs/console.md §2, §4), for the route table.
export { LoginPage } from './login-page';
export { LoginByUnionPage } from './login-by-union-page';
export { ResetPassPage } from './reset-pass-page';
export { RegisterPage } from './register-page';
export { RulePage } from './rule-page';
