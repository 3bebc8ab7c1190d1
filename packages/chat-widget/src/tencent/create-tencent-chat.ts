// The Tencent engine: the real @tencentcloud/chat SDK (with tim-upload-plugin), loaded with a
// dynamic import the first time a deployment with a Tencent SDKAppID asks for it, so hosts on
// the local engine never download it (docs/development.md §6, pitfall 10: it is 173 KB gzipped).
import type { ChatEngine } from '../engine';

export interface TencentChatOptions {
  SDKAppID: number;
  /** The SDK's log level (0 normal … 4 none); defaults to 1 (release). */
  logLevel?: 0 | 1 | 2 | 3 | 4;
}

/** The SDK instance as the adapter uses it: its methods, which carry the engine's names. */
export type SdkInstance = object & { setLogLevel?(level: number): void; registerPlugin(plugins: Record<string, unknown>): void };

/**
 * The engine over an SDK instance: every call delegates to the instance, bound to it (the SDK's
 * methods read `this`). The method names and shapes are the same (sdk-compat.test-d.ts).
 */
export function engineOverSdk(sdk: SdkInstance): ChatEngine {
  return new Proxy(sdk, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as ChatEngine;
}

export async function createTencentChat(options: TencentChatOptions): Promise<ChatEngine> {
  const [sdkModule, uploadModule] = await Promise.all([import('@tencentcloud/chat'), import('tim-upload-plugin')]);
  const TencentCloudChat = sdkModule.default;
  const sdk = TencentCloudChat.create({ SDKAppID: options.SDKAppID }) as unknown as SdkInstance;
  sdk.setLogLevel?.(options.logLevel ?? 1);
  sdk.registerPlugin({ 'tim-upload-plugin': uploadModule.default });
  return engineOverSdk(sdk);
}
