// Types of nginx-config.mjs, for the cluster tests that use it (tests/cluster).
export declare const READ_TIMEOUT: string;
export declare const MAX_BODY_SIZE: string;
export declare const PROXY_DIRECTIVES: readonly string[];
export declare const UPSTREAM_PARAMETERS: string;
export declare function httpBlock(options: { upstreams: readonly string[]; listen: string }): string;
export declare function nginxConfig(options: { listenPort: number; upstreams: readonly string[]; prefix: string; listenHost?: string; user?: string }): string;
export declare function nginxArguments(prefix: string): string[];
export declare const NGINX_PATH: string;
