import pg from 'pg';

export interface PostgresDatabaseState {
  /** Tables, views and sequences outside PostgreSQL's own schemas. */
  relations: number;
  /** Sessions on this database other than ours: a running app or worker. */
  otherSessions: number;
  /** Every schema a restore with --force drops first (ours and any other). */
  schemas: string[];
}

/** What a restore must know about the target database before it touches it. */
export async function postgresDatabaseState(databaseUrl: string): Promise<PostgresDatabaseState> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const userSchemas = `nspname not in ('pg_catalog', 'information_schema')
      and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp%'`;
    const relations = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where ${userSchemas} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    const sessions = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()
         and backend_type = 'client backend'`,
    );
    const schemas = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where ${userSchemas} order by nspname`,
    );
    return {
      relations: relations.rows[0]?.count ?? 0,
      otherSessions: sessions.rows[0]?.count ?? 0,
      schemas: schemas.rows.map((row) => row.nspname),
    };
  } finally {
    await client.end();
  }
}
