import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/**
 * The Chromium the docs tests drive: CHROMIUM_PATH when set, else a system Chromium (Debian's
 * `apt-get install chromium`), else the headless build that ships inside the `@sparticuz/chromium`
 * package, so a bare machine runs them from `npm ci` alone. playwright-core never downloads one.
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

let resolved: string | undefined;

function chromiumPath(): string {
  if (resolved) return resolved;
  if (process.env.CHROMIUM_PATH) return (resolved = process.env.CHROMIUM_PATH);
  if (fs.existsSync(SYSTEM_CHROMIUM)) return (resolved = SYSTEM_CHROMIUM);
  // The package is an ES module that unpacks its brotli'd binary on first use; a child Node does it
  // outside jest's module system and prints where the binary landed.
  const script = "import('@sparticuz/chromium').then((m) => m.default.executablePath()).then((p) => process.stdout.write(p))";
  return (resolved = execFileSync(process.execPath, ['-e', script], { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8' }).trim());
}

/**
 * Why the browser tests cannot run here, or null. They never skip: a machine that cannot open the
 * docs fails the suite.
 */
export function chromiumMissing(): string | null {
  const executable = chromiumPath();
  if (fs.existsSync(executable)) return null;
  return `Chromium is not at ${executable}: set CHROMIUM_PATH to a Chromium, or run npm ci so @sparticuz/chromium provides one.`;
}

/** Chromium with nothing of its own on the network (no updates, sync, QUIC or first-run pages). */
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const isLocal = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};

export interface Browser {
  /** A new page; what it logs as an error (a CSP violation, an uncaught exception) is kept in `problems`. */
  page(): Promise<Page>;
  /** Requests (and websockets) any page sent, or tried to, to a host other than this machine. Each was refused. */
  foreign: string[];
  /** Console errors and uncaught exceptions, other than failed loads (each test checks its own answers). */
  problems: string[];
  close(): Promise<void>;
}

/** A headless Chromium on a fresh profile, refused every request off this machine. */
export async function launchBrowser(): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'forklift-chromium-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), headless: true, args: ARGS });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const foreign: string[] = [];
  const problems: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLocal(url)) return route.continue();
    foreign.push(url);
    return route.abort('blockedbyclient');
  });
  await context.routeWebSocket(/.*/, (ws) => {
    if (isLocal(ws.url())) return ws.connectToServer();
    foreign.push(ws.url());
    return ws.close();
  });
  for (const page of context.pages()) await page.close();
  return {
    foreign,
    problems,
    page: async () => {
      const page = await context.newPage();
      page.on('console', (message) => {
        // An answer's status (a 401 before the token is in) is the test's to check, not a page fault.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      return page;
    },
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Replaces a Monaco editor's text by pasting, as a user would (typing would trip its auto-closed brackets). */
export async function pasteInto(page: Page, editor: ReturnType<Page['locator']>, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(text)})`);
  await page.keyboard.press('ControlOrMeta+V');
}
