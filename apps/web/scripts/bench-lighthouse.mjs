// `npm run bench:web`, second part: Lighthouse's mobile scores (performance, accessibility) and
// largest contentful paint of the pages people land on, against the built product started here on
// its own port and database (demo data), in Debian's Chromium. Written into docs/benchmarks.md
// between the <!-- bench:lighthouse --> markers.
/* global Buffer, fetch, setTimeout, URL -- Node 20 has them; this config lints .mjs scripts without its globals */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { simpleParser } from 'mailparser';
import puppeteer from 'puppeteer-core';
import { HELP_ITEMS } from '@artisans/domain';
import { machineDescription, writeBenchmarkSection } from './benchmarks-doc.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const BASE = `http://localhost:${PORT}`;
const DEMO_PASSWORD = 'demo-password';
const GOALS = { performance: 90, accessibility: 95 };
/**
 * Lighthouse's scores move from one run to the next on the same page (its documentation advises the
 * median of several runs): each page is audited this many times, in rounds, and the run with the
 * median performance score is reported, with the range of all runs.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(join(repo, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;

const mailDir = mkdtempSync(join(tmpdir(), 'bench-web-mail-'));

/** The whole product (API, worker, web app), as `npm start` runs it, on a database of its own. */
async function startProduct() {
  const server = spawn('node', ['apps/api/dist/cli/start.js'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/artisans_bench_web`,
      LOG_LEVEL: 'warn',
      MAIL_DIR: mailDir,
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${BASE}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((done) => setTimeout(done, 500));
  }
  server.kill();
  throw new Error(`The product did not answer on ${BASE}/health within 2 minutes`);
}

async function call(path, { token, body } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The invitation mail's link parameter, read from the mail folder the worker writes to. */
async function invitationHash(email) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const name of readdirSync(mailDir).filter((file) => file.endsWith('.eml'))) {
      const mail = await simpleParser(readFileSync(join(mailDir, name)));
      if (!(mail.to?.text ?? '').includes(email)) continue;
      const hash = /[?&]hashInvite=([\w-]+)/.exec(mail.text ?? '')?.[1];
      if (hash) return hash;
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`No invitation mail for ${email}`);
}

/**
 * Tokens for the demo admin as a returning member (guided tours and the main video already seen),
 * the same admin on a first visit (its tours start by themselves), and a new, invited artisan.
 */
async function signIns() {
  const { token: firstVisit } = await call('/user/login_check', {
    body: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  let staff = firstVisit;
  for (const item of HELP_ITEMS) {
    ({ token: staff } = await call('/api/help/dismissed', { token: firstVisit, body: { item } }));
  }
  const list = (path) => call(path, { token: staff }).then((body) => body['hydra:member']);
  const crafts = await list('/api/craft_materails');
  const people = await list('/api/craft_people');
  const person = people.find((one) => crafts.some((craft) => craft['@id'] === one.craftMaterail));
  const email = `bench-web-${Date.now()}@example.org`;
  const artisan = await call('/api/artisans', {
    token: staff,
    body: {
      title: 'Ms.',
      firstName: 'Claire',
      lastName: 'Dubois',
      email,
      country: '/api/countries/250',
      craftMaterail: person.craftMaterail,
      craftPerson: person['@id'],
      inActivity: 1999,
    },
  });
  await call(`/api/artisans/${artisan.id}/invite`, { token: staff, body: {} });
  const hash = await invitationHash(email);
  const invited = await call('/get-invite-by-hash', { body: { hashInvite: hash } });
  const password = 'a-long-bench-password-1';
  await call('/create-password-artisan-action', {
    body: { hash, id: invited.id, password, confirmation: password },
  });
  const { token: artisanToken } = await call('/artisan/login_check', { body: { email, password } });
  return { staff, firstVisit, artisan: artisanToken };
}

const PAGES = [
  { name: 'hub', path: '/en/hub' },
  { name: 'staff login', path: '/en/login' },
  { name: 'artisan login', path: '/en/artisan-login' },
  { name: 'artisan home (signed in)', path: '/en/artisan-home', as: 'artisan' },
  { name: 'artisan list (signed in)', path: '/en/artisans', as: 'staff' },
  // Once per account: the list's guided tour starts by itself (driver.js) while the page loads.
  {
    name: 'artisan list, first visit (its guided tour starts)',
    path: '/en/artisans',
    as: 'firstVisit',
    informational: true,
  },
];

/**
 * The cookies a sign-in leaves (`startSession`, apps/web/src/lib/auth/session.ts): the token, and
 * one per help item saying whether the account has dismissed it. Without the latter, the web app
 * takes every tour for not yet seen, and a returning member's page would start its tour.
 */
function sessionCookies(token) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return [
    { name: 'token', value: token, url: BASE },
    ...HELP_ITEMS.map((item) => ({ name: item, value: String(claims[item] === true), url: BASE })),
  ];
}

async function audit(chrome, browser, page, tokens, round) {
  // Each audit starts with only its visitor's cookies: those an earlier page set (a sign-in's, a
  // help item's) would make the next anonymous page a signed-in one.
  await browser.deleteCookie(...(await browser.cookies()));
  const tab = await browser.newPage();
  if (page.as) await tab.setCookie(...sessionCookies(tokens[page.as]));
  const { lhr } = await lighthouse(
    `${BASE}${page.path}`,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(page.as),
    },
    undefined,
    tab,
  );
  await tab.close();
  // For looking into a score: LIGHTHOUSE_REPORTS=<folder> keeps each page's whole report there.
  if (process.env.LIGHTHOUSE_REPORTS) {
    const file = join(process.env.LIGHTHOUSE_REPORTS, `${page.name.replace(/\W+/g, '-')}-${round}.json`);
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(file, JSON.stringify(lhr));
  }
  if (lhr.runtimeError) console.error(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    error: lhr.runtimeError?.code,
    ...page,
    landedOn: new URL(lhr.finalDisplayedUrl).pathname,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    tbt: lhr.audits['total-blocking-time'].numericValue,
  };
}

/** The run with the median performance score (the lower middle one for an even count), and the range. */
function medianRun(runs) {
  const measured = runs.filter((run) => !run.error).sort((a, b) => a.performance - b.performance);
  if (measured.length === 0) return runs[0];
  const median = measured[Math.floor((measured.length - 1) / 2)];
  const scores = measured.map((run) => run.performance);
  return { ...median, runs: measured.length, lowest: scores[0], highest: scores.at(-1) };
}

function writeReport(results) {
  const machine = machineDescription();
  const met = (value, goal) => (value >= goal ? `${value}` : `${value} (goal ${goal})`);
  const markdown = [
    '## Lighthouse, mobile (`npm run bench:web`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, Lighthouse ${LIGHTHOUSE_VERSION} in its ` +
      'default mobile mode (simulated slow 4G and 4× CPU slowdown) with Debian’s Chromium, against ' +
      'the built product on this machine (API, worker, PostgreSQL and Chromium share the cores). ' +
      `Goals: performance ≥ ${GOALS.performance}, accessibility ≥ ${GOALS.accessibility}. Each page ` +
      `was audited ${RUNS} times, in rounds; the row is the run with the median performance score, ` +
      'and the range is that of all its runs.',
    '',
    '| page | performance (median) | range of runs | accessibility | LCP | total blocking time |',
    '|---|---|---|---|---|---|',
    ...results.map((r) =>
      r.error
        ? `| ${r.name} (${r.landedOn}) | not measured: ${r.error} | | | | |`
        : `| ${r.name} (${r.landedOn}) | ${r.informational ? r.performance : met(r.performance, GOALS.performance)} | ${r.lowest}–${r.highest} (${r.runs} runs) | ${r.informational ? r.accessibility : met(r.accessibility, GOALS.accessibility)} | ${r.lcp.toFixed(1)} s | ${Math.round(r.tbt)} ms |`,
    ),
  ].join('\n');
  console.log(markdown);
  writeBenchmarkSection('lighthouse', markdown);
}

const server = await startProduct();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  const tokens = await signIns();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const runs = PAGES.map(() => []);
  for (let round = 1; round <= RUNS; round++) {
    for (const [index, page] of PAGES.entries()) {
      // A run Lighthouse could not record (NO_NAVSTART, now and then here) is run again once.
      let result = await audit(chrome, browser, page, tokens, round);
      if (result.error) result = await audit(chrome, browser, page, tokens, round);
      runs[index].push(result);
    }
  }
  const results = runs.map(medianRun);
  await browser.disconnect();
  writeReport(results);
  const missed = results.filter(
    (r) =>
      !r.informational &&
      (r.error || r.performance < GOALS.performance || r.accessibility < GOALS.accessibility),
  );
  if (missed.length > 0) console.log(`\nBelow the goals: ${missed.map((r) => r.name).join(', ')}`);
} finally {
  await chrome.kill();
  server.kill();
  rmSync(mailDir, { recursive: true, force: true });
}
