import { UserSigError } from './errors';
import type { GenUserSigOptions } from './types';

export interface UserSigBuilder {
  /** The sig for userID, or '' after logging why the builder's arguments are wrong. */
  genTestUserSig(userID: string): string;
}

export interface UserSigBuilderConstructor {
  new (sdkAppID: number, secretKey: string, expireTime: number): UserSigBuilder;
}

/**
 * The spec's client-side credential builder (Tencent's GenerateTestUserSig): never throws, logs
 * the rule that was broken and returns an empty signature. It never logs the key or the sig.
 */
export function defineUserSigBuilder(genUserSig: (options: GenUserSigOptions) => string): UserSigBuilderConstructor {
  return class UserSigBuilder {
    readonly #sdkAppID: number;
    readonly #secretKey: string;
    readonly #expireTime: number;

    constructor(sdkAppID: number, secretKey: string, expireTime: number) {
      this.#sdkAppID = sdkAppID;
      this.#secretKey = secretKey;
      this.#expireTime = expireTime;
    }

    genTestUserSig(userID: string): string {
      try {
        return genUserSig({
          sdkAppID: this.#sdkAppID,
          secretKey: this.#secretKey,
          userID,
          expire: this.#expireTime === undefined ? Number.NaN : this.#expireTime,
        });
      } catch (error) {
        if (error instanceof UserSigError) {
          console.error(error.message);
          return '';
        }
        throw error;
      }
    }
  };
}
