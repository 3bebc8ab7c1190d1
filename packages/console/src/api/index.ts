// The console's calls: the client, its error policy and effects, toasts and the error logger.
export { request, requestEnvelope, PAGE_PATH_HEADER } from './client';
export type { Envelope, RequestOptions } from './client';
export { ApiError } from './api-error';
export { configureApi, apiEffects } from './api-effects';
export type { ApiEffects } from './api-effects';
export { ERROR_POLICY, applyErrorPolicy, TOAST_MS, LOGIN_PATH, NAME_CARD_PATH } from './error-policy';
export type { CallPolicy, Outcome, Verdict } from './error-policy';
export { toastError, toastSuccess, toastInfo, TOAST_DEFAULT_MS, TOAST_OFFSET } from './toast';
export { ConsoleToaster } from './console-toaster';
// The error logger ('./error-logger') is imported lazily by session/api-wiring.tsx, so not from here.
export type { ErrorLogRecord, ErrorLoggerOptions } from './error-logger';
export { login, requestResetCode, resetPassword } from './auth';
export type { LoginAnswer, LoginScope } from './auth';
export { uploadFile, isTooLarge, UPLOAD_LIMIT_BYTES } from './upload-file';
export type { UploadedFile } from './upload-file';
