export interface RunningServer {
    /** Stops the server; its data folder stays (the caller removes it). */
    stop(): Promise<void>;
}
/**
 * The built server on `port` with these settings (`env` over serverSettings'), answering once this
 * resolves: from the worker's host, or as its own process. An empty `dataDir` gets the demo data.
 */
export declare function startServer(port: number, dataDir: string, env?: Record<string, string>): Promise<RunningServer>;
