/**
 * The little of Lighthouse, puppeteer-core and chrome-launcher that `npm run bench:web` uses.
 * They are an optional install (this folder's package.json), so the project's type check cannot
 * read their own types; these follow Lighthouse 12.8, puppeteer-core 24 and chrome-launcher 1.2.
 */

export interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{
    port: number;
    kill(): void;
  }>;
}

interface CookieToSet {
  name: string;
  value: string;
  url: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
}

interface PuppeteerPage {
  createCDPSession(): Promise<{
    send(method: 'Network.clearBrowserCache'): Promise<unknown>;
    detach(): Promise<void>;
  }>;
  deleteCookie(...cookies: { name: string; url: string }[]): Promise<void>;
  setCookie(...cookies: CookieToSet[]): Promise<void>;
}

export interface Puppeteer {
  connect(options: { browserURL: string }): Promise<{
    pages(): Promise<PuppeteerPage[]>;
    newPage(): Promise<PuppeteerPage>;
    disconnect(): Promise<void>;
  }>;
}

interface LighthouseAudit {
  score: number | null;
  numericValue?: number;
  details?: unknown;
}

interface LighthouseCategory {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}

export type Lighthouse = (
  url: string,
  flags: {
    port: number;
    output: 'json';
    logLevel: 'error';
    onlyCategories: string[];
    disableStorageReset?: boolean;
    throttlingMethod: 'devtools' | 'simulate';
  },
) => Promise<
  | {
      report: string | string[];
      lhr: {
        finalDisplayedUrl: string;
        runtimeError?: { code: string; message: string };
        runWarnings: string[];
        categories: Record<string, LighthouseCategory | undefined>;
        audits: Record<string, LighthouseAudit | undefined>;
      };
    }
  | undefined
>;
