// `npm run bench:web` (after the build): the gzipped JavaScript each route needs on its first
// load, from Vite's manifest, printed and written into docs/benchmarks.md between the
// <!-- bench:web --> markers (the rest of that file is kept).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BENCHMARKS_DOC, machineDescription, writeBenchmarkSection } from './benchmarks-doc.mjs';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const BUDGET_KB = 170;

/** Mantine's provider, which the popups of the screens drawn without it bring along. */
const MANTINE = 'src/components/ui/mantine/mantine-scope.tsx';
/** What each route loads beyond the entry: its screen's chunk (and what a popup or panel brings). */
const ROUTES = [
  { route: 'hub', modules: ['src/features/hub/components/hub-page.tsx'], namespaces: ['common'] },
  {
    route: 'maintenance',
    modules: ['src/features/maintenance/components/maintenance-page.tsx'],
    namespaces: ['common'],
  },
  { route: '404', modules: ['src/app/routes/not-found.tsx'], namespaces: ['common'] },
  {
    route: 'copyright',
    modules: ['src/features/legal/components/copyright-page.tsx'],
    namespaces: ['common', 'legal'],
  },
  {
    route: 'login',
    modules: ['src/features/auth/components/staff-login-page.tsx'],
    namespaces: ['common', 'account'],
  },
  {
    route: 'login with a mailed link (hash, endorseHash)',
    modules: [
      'src/features/auth/components/staff-login-page.tsx',
      'src/features/auth/components/staff-link-handler.tsx',
      MANTINE,
    ],
    namespaces: ['common', 'account'],
  },
  {
    route: 'artisan login',
    modules: ['src/app/routes/artisan-login-route.tsx'],
    namespaces: ['common', 'account'],
  },
  {
    route: 'artisan login with a mailed link (hashEmail, …)',
    modules: [
      'src/app/routes/artisan-login-route.tsx',
      'src/features/auth/components/artisan-link-handler.tsx',
      MANTINE,
    ],
    namespaces: ['common', 'account'],
  },
  {
    route: 'artisan login + sign-up popup',
    modules: [
      'src/app/routes/artisan-login-route.tsx',
      'src/features/signup/components/sign-up-popup.tsx',
      MANTINE,
    ],
    namespaces: ['common', 'account'],
  },
  {
    route: 'home',
    modules: ['src/features/home/components/staff-home-page.tsx'],
    namespaces: ['common', 'account'],
  },
  {
    route: 'artisan home',
    modules: ['src/app/routes/artisan-home-route.tsx'],
    namespaces: ['common', 'account'],
  },
  {
    route: 'artisan list',
    modules: ['src/features/artisans/components/artisan-list-page.tsx'],
    namespaces: ['common', 'artisan-list'],
  },
  {
    route: 'artisan list + advanced filters',
    modules: [
      'src/features/artisans/components/artisan-list-page.tsx',
      'src/features/artisans/components/artisan-list-advanced-filters.tsx',
      MANTINE,
    ],
    namespaces: ['common', 'artisan-list'],
  },
];

const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build the web app first (npm run build -w @artisans/web).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
}

/** A chunk and everything it imports statically: what the browser fetches before running it. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`${key} is not in the manifest: update ROUTES in ${fileURLToPath(import.meta.url)}`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

function weigh(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipped(file), 0);
  return { js: sum(js), css: sum(css), files: js.size };
}

function localeBytes(namespaces) {
  return namespaces.reduce(
    (total, ns) => total + gzipSync(readFileSync(join(web, 'public/locales/en', `${ns}.json`))).length,
    0,
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = closure(entryKey);
const rows = ROUTES.map(({ route, modules, namespaces }) => {
  const keys = new Set(entry);
  for (const module of modules) closure(module, keys);
  return { route, ...weigh(keys), locale: localeBytes(namespaces), namespaces };
});

const hub = rows.find((row) => row.route === 'hub');
const machine = machineDescription(['gzip level 6 (zlib default)']);
const markdown = [
  '## Web app first load (`npm run bench:web`)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. Figures are the gzipped JavaScript a ` +
    'first visit to the route fetches (the entry chunk, the route’s chunks and everything they import ' +
    'statically), from the production build’s manifest; CSS and the English language files are shown ' +
    'apart (another language adds its own file of about the same size).',
  '',
  '| route | JS (gzip) | JS files | CSS (gzip) | language files (gzip, en) | goal |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.route} | ${kb(row.js)} | ${row.files} | ${kb(row.css)} | ${kb(row.locale)} (${row.namespaces.join(', ')}) | ${
        row.route === 'hub'
          ? `at most ${BUDGET_KB} KB: ${row.js <= BUDGET_KB * 1024 ? 'met' : 'NOT MET'}`
          : ''
      } |`,
  ),
].join('\n');

console.log(markdown);

writeBenchmarkSection('web', markdown);
console.log(`\nWritten to ${BENCHMARKS_DOC}`);
if (hub.js > BUDGET_KB * 1024) process.exitCode = 1;
