import { PGlite } from '@electric-sql/pglite';
import { BackupError, readCommandLines } from './externalCommand';
import {
  type MoveSource,
  type MoveTarget,
  moveDatabase,
  quoted,
  quoteName,
  type SequenceValue,
  shown,
  type TableCount,
  type TableName,
  tableFor,
} from './move';

/**
 * A PostgreSQL backup (pg_dump's archive) moved into a new embedded database in `folder`: pg_restore writes the
 * archive's rows as the text of COPY, which the embedded database reads with COPY itself, a part at a time.
 */
export async function movePostgresToEmbedded(dump: string, folder: string): Promise<TableCount[]> {
  const client = await PGlite.create(folder);
  try {
    const target: MoveTarget = {
      query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    };
    return await moveDatabase(dumpSource(dump, client), target);
  } finally {
    await client.close();
  }
}

/** Rows handed to COPY at once, at most so many or so much text: a bounded part of a table of any size. */
const PART_LINES = 5000;
const PART_CHARACTERS = 16 * 1024 * 1024;

function dumpSource(dump: string, client: PGlite): MoveSource {
  return {
    async appliedMigrations() {
      const applied: string[] = [];
      await readDump(dump, ['--schema=drizzle', '--table=__drizzle_migrations'], {
        rows: (_table, columns, lines) => {
          const at = columns.indexOf('created_at');
          for (const line of lines) {
            const createdAt = line.split('\t')[at];
            if (!createdAt || !/^\d+$/.test(createdAt))
              throw new BackupError(`The backup's record of migrations is damaged: ${line}`);
            applied.push(createdAt);
          }
        },
      });
      return applied.sort((a, b) => Number(a) - Number(b));
    },

    async copyInto(tables) {
      const rows = new Map<string, number>();
      const sequences: SequenceValue[] = [];
      await readDump(dump, [], {
        rows: async (table, columns, lines) => {
          tableFor(tables, table, columns);
          rows.set(quoted(table), (rows.get(quoted(table)) ?? 0) + lines.length);
          if (lines.length === 0) return;
          await client.query(
            `COPY ${quoted(table)} (${columns.map(quoteName).join(', ')}) FROM '/dev/blob'`,
            [],
            {
              blob: new Blob([`${lines.join('\n')}\n`]),
            },
          );
        },
        sequence: (value) => sequences.push(value),
      });
      return { rows, sequences };
    },
  };
}

interface DumpHandler {
  /** A part of a table's rows, as COPY's text lines; every table's last part (perhaps empty) comes at its end. */
  rows(table: TableName, columns: string[], lines: string[]): Promise<void> | void;
  sequence?(value: SequenceValue): void;
}

const COPY_START = /^COPY (.+) \((.+)\) FROM stdin;$/;
const COPY_END = '\\.';
const SEQUENCE_SET = /^SELECT pg_catalog\.setval\('((?:[^']|'')+)', (-?\d+), (true|false)\);$/;
const ENCODING = /^SET client_encoding = '(.*)';$/;
/** What pg_restore writes around the data besides: comments, session settings, its guard lines. */
const AROUND_DATA =
  /^(?:|--.*|SET [a-z_]+ = .*;|SELECT pg_catalog\.set_config\('search_path', '', false\);|\\(?:un)?restrict [A-Za-z0-9]+)$/;

/**
 * Reads the rows and sequence positions of the pg_dump archive `dump` (those `only` selects) through pg_restore's
 * script. Anything else in it, which a move would leave behind, refuses the archive.
 */
async function readDump(dump: string, only: string[], handler: DumpHandler): Promise<void> {
  let copying: { table: TableName; columns: string[]; lines: string[]; characters: number } | undefined;
  await readCommandLines('pg_restore', ['--data-only', ...only, '--file=-', dump], async (line) => {
    if (copying) {
      if (line === COPY_END) {
        await handler.rows(copying.table, copying.columns, copying.lines);
        copying = undefined;
      } else {
        copying.lines.push(line);
        copying.characters += line.length;
        if (copying.lines.length === PART_LINES || copying.characters >= PART_CHARACTERS) {
          await handler.rows(copying.table, copying.columns, copying.lines);
          copying.lines = [];
          copying.characters = 0;
        }
      }
      return;
    }
    const copy = COPY_START.exec(line);
    if (copy) {
      copying = {
        table: tableNamed(copy[1]!, line),
        columns: names(copy[2]!, ', ', line),
        lines: [],
        characters: 0,
      };
      return;
    }
    const sequence = SEQUENCE_SET.exec(line);
    if (sequence) {
      const name = sequence[1]!.replaceAll("''", "'");
      handler.sequence?.({
        ...tableNamed(name, line),
        value: sequence[2]!,
        isCalled: sequence[3] === 'true',
      });
      return;
    }
    const encoding = ENCODING.exec(line)?.[1];
    if (encoding !== undefined && encoding !== 'UTF8')
      throw new BackupError(
        `The PostgreSQL backup is in the ${encoding} encoding; the embedded database holds UTF8. Back up from a UTF8 database.`,
      );
    if (!AROUND_DATA.test(line)) throw unknownLine(line);
  });
  if (copying)
    throw new BackupError(
      `The PostgreSQL backup ends inside the rows of ${shown(copying.table)}: it is incomplete.`,
    );
}

function tableNamed(text: string, line: string): TableName {
  const parts = names(text, '.', line);
  if (parts.length !== 2) throw unknownLine(line);
  return { schema: parts[0]!, name: parts[1]! };
}

/** Names as pg_dump writes them, separated by `separator`: plain lower case, or quoted with `""` for a quote. */
function names(text: string, separator: string, line: string): string[] {
  const found: string[] = [];
  let rest = text;
  for (;;) {
    const name = /^(?:"((?:[^"]|"")+)"|([a-z_][a-z0-9_$]*))/.exec(rest);
    if (!name) throw unknownLine(line);
    found.push(name[1]?.replaceAll('""', '"') ?? name[2]!);
    rest = rest.slice(name[0].length);
    if (rest === '') return found;
    if (!rest.startsWith(separator)) throw unknownLine(line);
    rest = rest.slice(separator.length);
  }
}

const unknownLine = (line: string) =>
  new BackupError(
    `The PostgreSQL backup holds something a move into the embedded database cannot take: ${line.slice(0, 200)}`,
  );
