// `npm run bench:web`, second part: Lighthouse's mobile scores (performance, accessibility) and
// largest contentful paint of the pages people land on, against the built product started here on
// its own port and database (demo data), in Debian's Chromium. Written into docs/benchmarks.md
// between the <!-- bench:lighthouse --> markers.
//
// LIGHTHOUSE_BASELINE=<a web build's dist folder> also serves that build (from a second product on
// the next port and a database of its own) and audits each page on both, in turn, in every round:
// how a change moved the scores, measured side by side since this machine's speed drifts more than
// a change moves them. The comparison is printed, not written to the file.
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
const BASELINE_DIST = process.env.LIGHTHOUSE_BASELINE ? resolve(process.env.LIGHTHOUSE_BASELINE) : undefined;
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

/**
 * The whole product (API, worker, web app), as `npm start` runs it, on a port and database of its
 * own; `webDist` serves another build of the web app.
 */
async function startProduct({ port, database, webDist }) {
  const base = `http://localhost:${port}`;
  const mailDir = mkdtempSync(join(tmpdir(), 'bench-web-mail-'));
  const server = spawn('node', ['apps/api/dist/cli/start.js'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/${database}`,
      LOG_LEVEL: 'warn',
      MAIL_DIR: mailDir,
      QUEUE_PREFIX: database,
      ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
    },
  });
  const product = {
    base,
    mailDir,
    stop() {
      server.kill();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return product;
    await new Promise((done) => setTimeout(done, 500));
  }
  product.stop();
  throw new Error(`The product did not answer on ${base}/health within 2 minutes`);
}

async function call(base, path, { token, body } = {}) {
  const response = await fetch(`${base}${path}`, {
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
async function invitationHash(mailDir, email) {
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
async function signIns({ base, mailDir }) {
  const { token: firstVisit } = await call(base, '/user/login_check', {
    body: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  let staff = firstVisit;
  for (const item of HELP_ITEMS) {
    ({ token: staff } = await call(base, '/api/help/dismissed', { token: firstVisit, body: { item } }));
  }
  const list = (path) => call(base, path, { token: staff }).then((body) => body['hydra:member']);
  const crafts = await list('/api/craft_materails');
  const people = await list('/api/craft_people');
  const person = people.find((one) => crafts.some((craft) => craft['@id'] === one.craftMaterail));
  const email = `bench-web-${Date.now()}@example.org`;
  const artisan = await call(base, '/api/artisans', {
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
  await call(base, `/api/artisans/${artisan.id}/invite`, { token: staff, body: {} });
  const hash = await invitationHash(mailDir, email);
  const invited = await call(base, '/get-invite-by-hash', { body: { hashInvite: hash } });
  const password = 'a-long-bench-password-1';
  await call(base, '/create-password-artisan-action', {
    body: { hash, id: invited.id, password, confirmation: password },
  });
  const { token: artisanToken } = await call(base, '/artisan/login_check', { body: { email, password } });
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
function sessionCookies(base, token) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  return [
    { name: 'token', value: token, url: base },
    ...HELP_ITEMS.map((item) => ({ name: item, value: String(claims[item] === true), url: base })),
  ];
}

async function audit(chrome, browser, page, { base, tokens, label }, round) {
  // Each audit starts with only its visitor's cookies: those an earlier page set (a sign-in's, a
  // help item's) would make the next anonymous page a signed-in one.
  await browser.deleteCookie(...(await browser.cookies()));
  const tab = await browser.newPage();
  if (page.as) await tab.setCookie(...sessionCookies(base, tokens[page.as]));
  const { lhr } = await lighthouse(
    `${base}${page.path}`,
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
    const file = join(
      process.env.LIGHTHOUSE_REPORTS,
      `${label}-${page.name.replace(/\W+/g, '-')}-${round}.json`,
    );
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

/** Each build's median runs beside the baseline's, page by page. */
function printComparison(results, baseline) {
  const cell = (r) =>
    r.error
      ? `not measured: ${r.error}`
      : `${r.performance} (${r.lowest}–${r.highest}), LCP ${r.lcp.toFixed(1)} s, TBT ${Math.round(r.tbt)} ms`;
  console.log(
    [
      '',
      `## Side by side: this build against ${BASELINE_DIST}`,
      '',
      '| page | baseline: performance (range), LCP, TBT | this build |',
      '|---|---|---|',
      ...results.map((r, i) => `| ${r.name} | ${cell(baseline[i])} | ${cell(r)} |`),
    ].join('\n'),
  );
}

const products = [{ label: 'build', port: PORT, database: 'artisans_bench_web' }];
if (BASELINE_DIST)
  products.push({
    label: 'baseline',
    port: PORT + 1,
    database: 'artisans_bench_web_baseline',
    webDist: BASELINE_DIST,
  });
const started = [];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  for (const product of products) {
    const running = await startProduct(product);
    started.push(running);
    Object.assign(product, running, { tokens: await signIns(running) });
  }
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const runs = products.map(() => PAGES.map(() => []));
  for (let round = 1; round <= RUNS; round++) {
    for (const [index, page] of PAGES.entries()) {
      // The builds take turns going first, so neither always meets a machine the other warmed.
      const order = round % 2 ? products : [...products].reverse();
      for (const product of order) {
        // A run Lighthouse could not record (NO_NAVSTART, now and then here) is run again once.
        let result = await audit(chrome, browser, page, product, round);
        if (result.error) result = await audit(chrome, browser, page, product, round);
        runs[products.indexOf(product)][index].push(result);
      }
    }
  }
  const [results, baseline] = runs.map((pages) => pages.map(medianRun));
  await browser.disconnect();
  writeReport(results);
  if (baseline) printComparison(results, baseline);
  const missed = results.filter(
    (r) =>
      !r.informational &&
      (r.error || r.performance < GOALS.performance || r.accessibility < GOALS.accessibility),
  );
  if (missed.length > 0) console.log(`\nBelow the goals: ${missed.map((r) => r.name).join(', ')}`);
} finally {
  await chrome.kill();
  for (const product of started) product.stop();
}
