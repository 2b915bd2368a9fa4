#!/usr/bin/env node
// Makes sure Debian's Chromium and the CJK fonts are there for the e2e suite (Playwright cannot
// download its own browser here). Installs them with apt when running as root on Debian; otherwise
// stops with a message saying how to install them.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasFonts = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).includes('Noto Sans CJK');
  } catch {
    return false;
  }
};
const missing = [...(fs.existsSync(browser) ? [] : ['chromium']), ...(hasFonts() ? [] : ['fonts-noto-cjk'])];
if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
const isDebian = fs.existsSync('/etc/debian_version');
if (!isRoot || !isDebian || (process.env.CHROMIUM_PATH && missing.includes('chromium'))) {
  console.error(
    `The e2e tests need ${missing.join(' and ')}.\n` +
      `Install them with:  sudo apt-get install -y chromium fonts-noto-cjk\n` +
      `or point CHROMIUM_PATH at a Chromium binary (now: ${browser}).`,
  );
  process.exit(1);
}
console.log(`Installing ${missing.join(' ')} with apt-get ...`);
execSync('apt-get update -qq', { stdio: 'inherit' });
execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit' });
