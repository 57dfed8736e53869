// `npm run docs:events`: writes the catalogue of event types into docs/events.md (between its
// markers; the rest of the file is written by hand and kept), read with the TypeScript compiler
// from the `LoggedEvent` union (apps/api/src/statistics/export/logged-events.ts): each event's
// fields with their types and JSDoc, and its meaning. `--check` writes nothing and fails when the
// file is not what the code says (run by `npm run lint`, hence by CI).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const catalogueFile = fileURLToPath(
  new URL('../apps/api/src/statistics/export/logged-events.ts', import.meta.url),
);
const docFile = fileURLToPath(new URL('../docs/events.md', import.meta.url));
const BEGIN = '<!-- events:begin -->';
const END = '<!-- events:end -->';

/** Every decider of the API: the event unions they declare must all be in the catalogue. */
function deciderFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return deciderFiles(path);
    return entry.name.endsWith('.decider.ts') ? [path] : [];
  });
}
const deciders = deciderFiles(fileURLToPath(new URL('../apps/api/src', import.meta.url)));

const program = ts.createProgram([catalogueFile, ...deciders], {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  // The sources, not the built declarations: no build needed, and their JSDoc is at hand.
  baseUrl: root,
  paths: {
    '@artisans/domain': ['libs/domain/src/index.ts'],
    '@artisans/platform': ['libs/platform/src/index.ts'],
  },
});
const checker = program.getTypeChecker();
const source = program.getSourceFile(catalogueFile);
if (!source) throw new Error(`Cannot read ${catalogueFile}`);

const docOf = (symbol) =>
  ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();

/** The last /** … *\/ comment in a piece of source text, as one line. */
function lastJsDoc(text) {
  const comments = [...text.matchAll(/\/\*\*([\s\S]*?)\*\//g)];
  const last = comments.at(-1)?.[1];
  return last
    ? last
        .replace(/^\s*\*\s?/gm, '')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}

function declarationOf(name) {
  for (const statement of source.statements) {
    if (
      (ts.isTypeAliasDeclaration(statement) || ts.isVariableStatement(statement)) &&
      statement.getText(source).includes(name)
    )
      return statement;
  }
  throw new Error(`${name} is not declared in ${catalogueFile}`);
}

/** The meanings written beside each type in LOGGED_EVENT_TYPES. */
const meanings = new Map();
const record = declarationOf('LOGGED_EVENT_TYPES').declarationList.declarations[0].initializer;
for (const property of record.properties) {
  meanings.set(property.name.getText(source), docOf(checker.getSymbolAtLocation(property.name)));
}

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** A type as a reader wants it: a short union of values spelled out, anything else as TypeScript writes it. */
function describeType(type) {
  if (type.isUnion()) {
    const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
    const plain = members.every(
      (member) => member.isLiteral() || member.flags & (ts.TypeFlags.Null | ts.TypeFlags.BooleanLiteral),
    );
    if (plain && members.length <= 12) {
      let texts = [...new Set(members.map((member) => checker.typeToString(member, undefined, FLAGS)))];
      if (texts.includes('false') && texts.includes('true'))
        texts = [...texts.filter((text) => text !== 'false' && text !== 'true'), 'boolean'];
      return texts.join(' \\| ');
    }
  }
  return checker.typeToString(type, undefined, FLAGS).replace(/\|/g, '\\|');
}

function fieldsOf(dataType, at) {
  return checker.getPropertiesOfType(dataType).map((property) => {
    const type = checker.getTypeOfSymbolAtLocation(property, at);
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const described = describeType(type);
    return {
      name: property.name,
      optional,
      type: optional ? described.replace(/ \\\| undefined$/, '') : described,
      doc: docOf(property),
    };
  });
}

const escape = (text) => text.replace(/\|/g, '\\|');

function eventsOf(groupAlias) {
  const declaration = groupAlias.declarations[0];
  const union = declaration.type;
  const file = declaration.getSourceFile();
  const members = ts.isUnionTypeNode(union) ? union.types : [union];
  return members.map((member, i) => {
    const type = checker.getTypeFromTypeNode(member);
    const typeProperty = checker.getPropertyOfType(type, 'type');
    const dataProperty = checker.getPropertyOfType(type, 'data');
    const name = checker.getTypeOfSymbolAtLocation(typeProperty, member).value;
    const before = file.text.slice(i === 0 ? union.pos : members[i - 1].end, member.getStart(file));
    return {
      name,
      meaning: meanings.get(name) ?? '',
      note: lastJsDoc(before),
      fields: fieldsOf(checker.getTypeOfSymbolAtLocation(dataProperty, member), member),
    };
  });
}

function catalogue() {
  const logged = declarationOf('type LoggedEvent =');
  const groups = logged.type.types.map((reference) => {
    let symbol = checker.getSymbolAtLocation(reference.typeName);
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol.declarations[0];
    return {
      name: symbol.name,
      file: relative(root, declaration.getSourceFile().fileName),
      doc: docOf(symbol),
      events: eventsOf(symbol),
    };
  });
  const lines = [
    '<!-- Generated by `npm run docs:events` from the LoggedEvent union; edit the code, not this part. -->',
    '',
  ];
  const count = groups.reduce((sum, group) => sum + group.events.length, 0);
  lines.push(`${count} event types in ${groups.length} kinds of stream.`, '');
  for (const group of groups) {
    lines.push(
      `- [${group.name}](#${group.name.toLowerCase()}): ${group.events.map((e) => e.name).join(', ')}`,
    );
  }
  for (const group of groups) {
    lines.push(
      '',
      `### ${group.name}`,
      '',
      `Declared in \`${group.file}\`.${group.doc ? ` ${group.doc}` : ''}`,
    );
    for (const event of group.events) {
      lines.push('', `#### ${event.name}`, '');
      lines.push(
        [event.meaning, event.note && event.note !== event.meaning ? event.note : '']
          .filter(Boolean)
          .join(' '),
      );
      lines.push('', '| field | type | meaning |', '|---|---|---|');
      for (const field of event.fields) {
        lines.push(
          `| \`${field.name}\`${field.optional ? ' (optional)' : ''} | \`${field.type}\` | ${escape(field.doc)} |`,
        );
      }
    }
  }
  return lines.join('\n');
}

/** The event unions (`export type …Event =`) deciders declare that LoggedEvent leaves out. */
function missingUnions() {
  const logged = new Set(
    declarationOf('type LoggedEvent =').type.types.map((reference) => reference.typeName.getText(source)),
  );
  return deciders.flatMap((file) =>
    program
      .getSourceFile(file)
      .statements.filter(
        (statement) =>
          ts.isTypeAliasDeclaration(statement) &&
          /Event$/.test(statement.name.text) &&
          statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword),
      )
      .map((statement) => statement.name.text)
      .filter((name) => !logged.has(name))
      .map((name) => `${name} (${relative(root, file)})`),
  );
}

const missing = missingUnions();
if (missing.length > 0) {
  console.error(
    `The event catalogue leaves out ${missing.join(', ')}: add ${missing.length > 1 ? 'them' : 'it'} to LoggedEvent ` +
      'and LOGGED_EVENT_TYPES in apps/api/src/statistics/export/logged-events.ts, then run `npm run docs:events`.',
  );
  process.exit(1);
}

const current = readFileSync(docFile, 'utf8');
const pattern = new RegExp(`${BEGIN}[\\s\\S]*${END}`);
if (!pattern.test(current)) throw new Error(`docs/events.md lacks its ${BEGIN} … ${END} markers`);
const expected = current.replace(pattern, `${BEGIN}\n${catalogue()}\n${END}`);

if (process.argv.includes('--check')) {
  if (expected !== current) {
    console.error(
      'docs/events.md is not current: the event types in the code changed since it was written. ' +
        'Run `npm run docs:events` and commit docs/events.md.',
    );
    process.exit(1);
  }
  console.log('docs/events.md is current');
} else {
  writeFileSync(docFile, expected);
  console.log('docs/events.md written');
}
