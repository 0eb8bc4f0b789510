import { readDatabaseTemplate, writeDatabaseTemplate } from '../db/template';

/** Once per test run: every test file's in-memory database then starts from the template, not from initdb. */
export default async function setup() {
  if (!readDatabaseTemplate()) await writeDatabaseTemplate();
}
