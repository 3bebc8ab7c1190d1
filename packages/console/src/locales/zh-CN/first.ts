// The zh-CN topics the first download carries: what the sign-in pages, the error pages and the
// error policy's toasts say. The signed-in pages' topics come with the signed-in chunk
// (signed-in.ts), so the login page does not download them (the console's README, "Size").
import { api } from './api';
import { common } from './common';
import { documents } from './documents';
import { login } from './login';
import { menu } from './menu';

export const firstMessages = { common, menu, api, login, documents };
