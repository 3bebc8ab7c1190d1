// The script-tag build has no module loader for the 173 KB Tencent SDK: it takes the SDK from
// the page instead (Tencent's own <script> tags define these globals). tsup aliases
// '@tencentcloud/chat' and 'tim-upload-plugin' to this file in that build only.
const globals = globalThis as { TencentCloudChat?: unknown; TIMUploadPlugin?: unknown };

function required(name: 'TencentCloudChat' | 'TIMUploadPlugin'): never {
  throw new Error(`employment-chat: this deployment uses Tencent Cloud Chat; load ${name} on the page first`);
}

const TencentCloudChat = {
  create(options: unknown) {
    const sdk = globals.TencentCloudChat as { create?(o: unknown): unknown } | undefined;
    return sdk?.create ? sdk.create(options) : required('TencentCloudChat');
  },
};

export default TencentCloudChat;
export const TIMUploadPlugin = globals.TIMUploadPlugin;
