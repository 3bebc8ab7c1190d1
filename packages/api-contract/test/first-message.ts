// For the schemas' tests: the message key of a refusal (the server translates it; the server's
// suites pin the translated texts).
export const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
