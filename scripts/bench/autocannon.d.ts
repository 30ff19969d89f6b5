/** The little of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface RawRequest {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests (instead of a duration). */
    amount?: number;
    headers?: Record<string, string>;
    /** Each request in turn; setupRequest may change the request before it is sent. */
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  }
  export interface Result {
    requests: { average: number };
    latency: { p50: number; p90: number; p99: number; max: number; average: number };
    errors: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
