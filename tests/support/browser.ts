/** Headless Chromium for browser tests and benchmarks: Debian's if installed, else the npm-shipped one. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const QUIET_FLAGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** `extraArgs`: more command-line flags (a remote-debugging port for Lighthouse, say). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (existsSync('/usr/bin/chromium')) {
    return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', ...QUIET_FLAGS, ...extraArgs] });
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  // Its --single-process flag (meant for serverless) kills the whole browser when a context closes.
  const args = packaged.args.filter((arg) => arg !== '--single-process');
  return chromium.launch({ executablePath: await packaged.executablePath(), args: [...args, ...QUIET_FLAGS, ...extraArgs] });
}
